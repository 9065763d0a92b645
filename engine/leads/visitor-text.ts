import {
  replaceUnsafeCharacters,
  unsafeCharacters,
  visibleCharacter,
  withVisibleControls,
} from '../schema/safe-text';

/*
 * What a visitor typed, as staff read it: in the dashboard, the email of a lead and the CSV.
 * A lead keeps the bidirectional controls a visitor sent (safe-text.ts says why), so every
 * place that shows one shows it made visible, ⟨U+202E⟩, and keeps each value apart from the
 * words around it: "Invoice U+202E fdp.exe" never reads as "Invoice exe.pdf", and an Arabic
 * name never turns the English sentence it sits in around.
 */

// First strong isolate and pop directional isolate: the plain-text <bdi>.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A visitor's text with every control made visible, for a label or a sentence that cannot mark it. */
export const shownText = withVisibleControls;

const TAB_AND_LINE_BREAKS = new Set(['U+0009', 'U+000A', 'U+000D']);

/**
 * A visitor's text for a header (an email's Subject), which can neither isolate nor break a
 * line: every control made visible, a tab or line break a space.
 */
export const headerText = (text: string): string =>
  replaceUnsafeCharacters(
    text,
    (found) => (TAB_AND_LINE_BREAKS.has(found.code) ? ' ' : visibleCharacter(found)),
    { lineBreaks: false },
  );

/**
 * A visitor's text made visible and isolated for plain text (an email's body), as `<bdi>`
 * isolates it in HTML: its direction is its own first strong letter's, and nothing in it
 * reaches outside.
 */
export const isolatedText = (text: string): string =>
  `${FIRST_STRONG_ISOLATE}${shownText(text)}${POP_DIRECTIONAL_ISOLATE}`;

/** A run of a visitor's text: text to show as it is, or a control to show as its code. */
export type VisitorTextPart = { text: string } | { control: string; name: string };

/** A visitor's text in runs, for a screen that marks each control it shows (the dashboard). */
export function visitorTextParts(text: string): VisitorTextPart[] {
  const parts: VisitorTextPart[] = [];
  let from = 0;
  for (const found of unsafeCharacters(text)) {
    if (found.offset > from) parts.push({ text: text.slice(from, found.offset) });
    parts.push({ control: visibleCharacter(found), name: found.name ?? found.code });
    from = found.offset + 1;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from) });
  return parts;
}

/**
 * Safe text: the one rule every text the site stores is checked by, and the one way a
 * character it refuses is named and shown. Three kinds of character are unsafe:
 *
 * - an unpaired surrogate (half of a character such as an emoji, on its own): no character
 *   at all, which PostgreSQL refuses and UTF-8 cannot write;
 * - a C0 or C1 control character (NUL, ESC, CSI, ...), which the database (NUL) or a reader's
 *   terminal chokes on; tab, line feed and carriage return are the whitespace of text of
 *   several lines, and are allowed there;
 * - a bidirectional embedding, override or isolate control (U+202A to U+202E, U+2066 to
 *   U+2069), which makes text read otherwise than it is written: "Invoice U+202E fdp.exe"
 *   shows as "Invoice exe.pdf" (Trojan Source). The marks LRM, RLM and ALM (U+200E, U+200F,
 *   U+061C) are not among them: real Arabic and English text carries them, and they reorder
 *   nothing beyond their neighbours.
 *
 * Content staff write (service records) refuses all three. A visitor's text (a lead) keeps
 * bidirectional controls, which a visitor cannot see to remove, and is shown with them made
 * visible (`withVisibleControls`); it refuses the other two.
 */

/**
 * C0 and C1 control characters other than tab, line feed and carriage return, as a regular
 * expression character class: YAML does not allow them raw, and the database (NUL) or a
 * reader's terminal would choke on them.
 */
export const controlCharacterClass = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** The bidirectional embedding, override and isolate controls, as a character class. */
export const bidiControlClass = '\\u202a-\\u202e\\u2066-\\u2069';

// Only an expression with the `u` flag sees a lone surrogate as one character of its own;
// JSON Schema patterns are compiled with it (Ajv, and editors' YAML and JSON support).
const loneSurrogateClass = '\\p{Cs}';

/**
 * Text without an unsafe character of any kind, as a JSON Schema `pattern`: the service
 * content schema gives it to every text field, so the server, the CLI, the dashboard and
 * editors refuse the same characters.
 */
export const safeTextPattern = `^[^${controlCharacterClass}${bidiControlClass}${loneSurrogateClass}]*$`;

/** The characters a safe address leaves out too, for patterns of their own (image URLs). */
export const unsafeCharacterClass = `${controlCharacterClass}${bidiControlClass}${loneSurrogateClass}`;

export type UnsafeCharacterKind = 'unpaired-surrogate' | 'control-character' | 'bidi-control';

/** Which characters a text may hold beyond the safe ones. */
export interface TextAllowance {
  /** Tab, line feed and carriage return: text of several lines holds them. Default: allowed. */
  lineBreaks?: boolean;
  /** Bidirectional controls, which a visitor's text keeps and shows. Default: refused. */
  bidiControls?: boolean;
}

/** An unsafe character found in a text, and where. */
export interface UnsafeCharacter {
  kind: UnsafeCharacterKind;
  /** The character as people name it: U+202E, U+D800. */
  code: string;
  /** How JSON and JavaScript write it: `\u202e`, `\ud800`. */
  escape: string;
  /** Its position among the text's characters, from 1 (a surrogate pair is one character). */
  character: number;
  /** Its offset in UTF-16 code units, from 0. */
  offset: number;
  /** A bidirectional control's Unicode name: RIGHT-TO-LEFT OVERRIDE. */
  name?: string;
}

const BIDI_CONTROL = new RegExp(`[${bidiControlClass}]`, 'u');
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const CANDIDATE = new RegExp(
  `[${controlCharacterClass}${bidiControlClass}\\t\\n\\r]|${loneSurrogateClass}`,
  'gu',
);

/** The names of the bidirectional controls, which staff and authors look up. */
const BIDI_NAMES: Readonly<Record<string, string>> = {
  '\u202a': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202b': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202c': 'POP DIRECTIONAL FORMATTING',
  '\u202d': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202e': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
};

function describe(character: string, position: number, offset: number): UnsafeCharacter {
  const unit = character.charCodeAt(0);
  const hex = unit.toString(16);
  const found = {
    code: `U+${hex.toUpperCase().padStart(4, '0')}`,
    escape: `\\u${hex.padStart(4, '0')}`,
    character: position,
    offset,
  };
  if (Object.hasOwn(BIDI_NAMES, character))
    return { kind: 'bidi-control', ...found, name: BIDI_NAMES[character] };
  const surrogate = unit >= 0xd800 && unit <= 0xdfff;
  return { kind: surrogate ? 'unpaired-surrogate' : 'control-character', ...found };
}

/** Every unsafe character of `text`, in order, under the allowance given. */
export function* unsafeCharacters(
  text: string,
  { lineBreaks = true, bidiControls = false }: TextAllowance = {},
): Generator<UnsafeCharacter> {
  let position = 1;
  let counted = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const [character] = match;
    const allowed = LINE_BREAK_OR_TAB.test(character)
      ? lineBreaks
      : bidiControls && BIDI_CONTROL.test(character);
    if (allowed) continue;
    // Characters, not code units: a surrogate pair before it counts once.
    position += [...text.slice(counted, match.index)].length;
    counted = match.index;
    yield describe(character, position, match.index);
  }
}

/** The first unsafe character of `text` under the allowance given, or null when it is safe. */
export function findUnsafeCharacter(
  text: string,
  allowance?: TextAllowance,
): UnsafeCharacter | null {
  for (const found of unsafeCharacters(text, allowance)) return found;
  return null;
}

/**
 * What the character is and where, in the words of the API's and the CLI's messages:
 * "an unpaired surrogate (\ud800) at character 12", "the control character U+0000 at
 * character 3", "the bidirectional control U+202E (RIGHT-TO-LEFT OVERRIDE) at character 9".
 */
export function unsafeCharacterWords(found: UnsafeCharacter): string {
  const at = `at character ${found.character}`;
  switch (found.kind) {
    case 'unpaired-surrogate':
      return `an unpaired surrogate (${found.escape}) ${at}`;
    case 'control-character':
      return found.code === 'U+0009' || found.code === 'U+000A' || found.code === 'U+000D'
        ? `a tab or line break (${found.code}) ${at}`
        : `the control character ${found.code} ${at}`;
    case 'bidi-control':
      return `the bidirectional control ${found.code} (${found.name}) ${at}`;
  }
}

/**
 * The first unsafe character of `text` in words, and the character itself, for a code frame
 * to mark where a file holds it as it is (an unpaired surrogate never is); null when safe.
 */
export function unsafeTextFinding(
  text: string,
  allowance?: TextAllowance,
): { words: string; character?: string } | null {
  const found = findUnsafeCharacter(text, allowance);
  if (!found) return null;
  const words = unsafeCharacterWords(found);
  return found.kind === 'unpaired-surrogate' ? { words } : { words, character: text[found.offset] };
}

/** How an unsafe character is shown to people in place of itself: ⟨U+202E⟩. */
export const visibleCharacter = (found: Pick<UnsafeCharacter, 'code'>): string => `⟨${found.code}⟩`;

/**
 * `text` with each unsafe character under the allowance (by default every one but tab and
 * line breaks) replaced by what `show` makes of it. Text that holds none comes back as it is.
 */
export function replaceUnsafeCharacters(
  text: string,
  show: (found: UnsafeCharacter) => string,
  allowance?: TextAllowance,
): string {
  let shown = '';
  let from = 0;
  for (const found of unsafeCharacters(text, allowance)) {
    shown += text.slice(from, found.offset) + show(found);
    // Every unsafe character is one code unit: a surrogate here is one without its pair.
    from = found.offset + 1;
  }
  return shown + text.slice(from);
}

/**
 * `text` with every unsafe character (tab and line breaks are text) written as its code,
 * ⟨U+202E⟩: nothing in it can reorder or hide what is around it, and staff see that it was
 * there.
 */
export const withVisibleControls = (text: string): string =>
  replaceUnsafeCharacters(text, visibleCharacter);

import { controlCharacterClass } from '../schema/service-rules';

const CONTROL = new RegExp(`[${controlCharacterClass}]`, 'u');
// Half of a surrogate pair on its own: no character at all, and PostgreSQL refuses it.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * Whether an answer holds a character a lead cannot keep: a control character (NUL, ESC,
 * ...) or a lone surrogate, and in a single-line field also a tab or line break. Such text
 * comes from a script or a broken paste, never from typing; it would fail in the database
 * or play tricks in an operator's terminal.
 */
export function isStorableText(text: string, multiline: boolean): boolean {
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return false;
  return multiline || !LINE_BREAK_OR_TAB.test(text);
}

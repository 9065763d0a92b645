import { replaceUnsafeCharacters } from '../../engine/schema/safe-text';

/**
 * Text as a terminal may show it: every character that would act instead of show (safe-text.ts:
 * control characters other than tab and line breaks, such as ESC, which starts colour and
 * cursor sequences, and CSI; the bidirectional controls that reorder what is shown, Trojan
 * Source; lone surrogates) is written as its escape, `\u001b`, which is also how JSON writes
 * it, so JSON output stays JSON and means the same.
 */
export const terminalSafe = (text: string): string =>
  replaceUnsafeCharacters(text, (found) => found.escape);

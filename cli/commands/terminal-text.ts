// Characters a terminal acts on rather than shows: C0 controls other than tab and line
// breaks (ESC starts colour and cursor sequences), DEL, C1 controls (CSI), the bidi
// overrides and isolates that reorder what is shown (Trojan Source), and lone surrogates.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/**
 * Text as a terminal may show it: every character that would act instead of show is
 * written as its escape, `\u001b`, which is also how JSON writes it, so JSON output stays
 * JSON and means the same.
 */
export function terminalSafe(text: string): string {
  return text.replace(
    UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// C0 and C1 control characters other than tab, line feed and carriage return: YAML does not
// allow them raw, and the database (NUL) or a reader's terminal would choke on them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface ControlCharacter {
  offset: number;
  /** The character as people name it, such as U+0000. */
  code: string;
}

/** The first control character in `text`, or null. */
export function findControlCharacter(text: string): ControlCharacter | null {
  const match = CONTROL_CHARACTER.exec(text);
  if (!match) return null;
  const code = (match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return { offset: match.index, code: `U+${code}` };
}

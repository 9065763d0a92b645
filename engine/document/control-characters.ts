import { controlCharacterClass } from '../schema/service-rules';

// The characters no service content text may hold, which a raw file may not hold either.
const CONTROL_CHARACTER = new RegExp(`[${controlCharacterClass}]`, 'u');

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

import { controlCharacterClass } from '../schema/safe-text';

// The control characters no stored text may hold (safe-text.ts), which a raw file may not hold
// either. Bidirectional controls are the texts' to refuse, where the schema says so: a file
// is a page's or a service's, and is read in an editor that shows them.
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

import { findUnsafeCharacter } from '../schema/safe-text';

/**
 * Whether an answer holds a character a lead cannot keep (safe-text.ts): a control character
 * (NUL, ESC, ...) or a lone surrogate, and in a single-line field also a tab or line break.
 * Such text comes from a script or a broken paste, never from typing; it would fail in the
 * database or play tricks in an operator's terminal. Bidirectional controls are kept: a
 * visitor cannot see them to remove them, and text copied out of other programs carries
 * them; staff see them made visible (engine/leads/visitor-text.ts).
 */
export function isStorableText(text: string, multiline: boolean): boolean {
  return findUnsafeCharacter(text, { lineBreaks: multiline, bidiControls: true }) === null;
}

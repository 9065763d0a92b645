import { notUtf8 } from './file-problems';
import type { Problem } from './problem';
import { textPosition } from './text-position';

// Whether `bytes` hold no invalid UTF-8 sequence so far: a sequence cut off at the end
// waits, in streaming, for the bytes that would follow.
function validSoFar(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

// The text before the first invalid sequence: the longest prefix that still decodes, less
// the start of the sequence it leaves pending.
function textBeforeInvalidSequence(bytes: Uint8Array): string {
  let valid = 0;
  let invalid = bytes.length;
  while (invalid - valid > 1) {
    const middle = Math.floor((valid + invalid) / 2);
    if (validSoFar(bytes.subarray(0, middle))) valid = middle;
    else invalid = middle;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return decoder.decode(bytes.subarray(0, invalid - 1), { stream: true });
}

/** A file's text, or why its bytes are not text, with the file as far as it can be shown. */
export type DecodedText = { text: string } | { problem: Problem; source: string };

/**
 * The text of a file's bytes, or the problem when they are not UTF-8. Invalid bytes are
 * refused with their line and column, never replaced with U+FFFD; the source for a code
 * frame is the file decoded with such replacements.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): DecodedText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const before = textBeforeInvalidSequence(bytes);
    const { line, column } = textPosition(before, before.length);
    const at = { line, column, endLine: line, endColumn: column };
    return { problem: notUtf8(file, at), source: new TextDecoder().decode(bytes) };
  }
}

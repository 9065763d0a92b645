import { IMPORT_MESSAGES } from './messages';
import { textPosition } from './text-position';
import type { ImportFatal } from './types';

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

/**
 * The text of an import file, or the failure to show when its bytes are not UTF-8. Invalid
 * bytes are refused with their line and column, never replaced with U+FFFD.
 */
export function decodeImportBytes(bytes: Uint8Array): string | ImportFatal {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const before = textBeforeInvalidSequence(bytes);
    const { line, column } = textPosition(before, before.length);
    return {
      title: IMPORT_MESSAGES.failedTitle,
      message: IMPORT_MESSAGES.notUtf8(line, column),
      line,
      column,
    };
  }
}

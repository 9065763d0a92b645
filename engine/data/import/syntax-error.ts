import type { LineCounter, YAMLError } from 'yaml';
import { IMPORT_MESSAGES } from './messages';
import type { ImportFatal } from './types';
import { findUnclosedOpening } from './unclosed-opening';

// yaml reports a flow collection or quoted scalar still open when the text runs out as a
// MISSING_CHAR error (BAD_INDENT inside a block collection) positioned at the end of the text.
const END_OF_STREAM_CODES: ReadonlySet<YAMLError['code']> = new Set(['MISSING_CHAR', 'BAD_INDENT']);

function isUnexpectedEndOfStream(error: YAMLError, text: string): boolean {
  return END_OF_STREAM_CODES.has(error.code) && error.pos[0] >= text.trimEnd().length;
}

/** A syntax error as the import reports it: the message, with the line and column it names. */
export type LocatedMessage = Omit<ImportFatal, 'title'>;

export function describeSyntaxError(
  error: YAMLError,
  text: string,
  lines: LineCounter,
): LocatedMessage {
  if (error.code === 'RESOURCE_EXHAUSTION') return { message: IMPORT_MESSAGES.nestedTooDeeply };
  if (isUnexpectedEndOfStream(error, text)) {
    const opening = findUnclosedOpening(text);
    const { line, col: column } = lines.linePos(opening?.offset ?? error.pos[0]);
    const message = opening
      ? IMPORT_MESSAGES.neverClosed(opening.kind, line, column)
      : IMPORT_MESSAGES.endsEarly(line, column);
    return { message, line, column };
  }
  const { line, col: column } = lines.linePos(error.pos[0]);
  return { message: IMPORT_MESSAGES.syntaxError(error.message, line, column), line, column };
}

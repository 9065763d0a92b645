import type { LineCounter, YAMLError } from 'yaml';
import { IMPORT_MESSAGES } from './messages';

// yaml reports a flow collection or quoted scalar still open when the text runs out as a
// MISSING_CHAR error (BAD_INDENT inside a block collection) positioned at the end of the text.
const END_OF_STREAM_CODES: ReadonlySet<YAMLError['code']> = new Set(['MISSING_CHAR', 'BAD_INDENT']);

function isUnexpectedEndOfStream(error: YAMLError, text: string): boolean {
  return END_OF_STREAM_CODES.has(error.code) && error.pos[0] >= text.trimEnd().length;
}

export function describeSyntaxError(error: YAMLError, text: string, lines: LineCounter): string {
  if (error.code === 'RESOURCE_EXHAUSTION') return IMPORT_MESSAGES.nestedTooDeeply;
  if (isUnexpectedEndOfStream(error, text)) return IMPORT_MESSAGES.unexpectedEnd;
  const { line, col } = lines.linePos(error.pos[0]);
  return IMPORT_MESSAGES.syntaxError(error.message, line, col);
}

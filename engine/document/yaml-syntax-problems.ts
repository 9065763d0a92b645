import type { Document, LineCounter, YAMLError } from 'yaml';
import { findDuplicateKeys } from './duplicate-keys';
import { problem, type Problem, type Span } from './problem';
import { findUnclosedOpening } from './unclosed-opening';
import { yamlProblemCode } from './problem-catalogue';

// yaml reports a flow collection or quoted scalar still open when the text runs out as a
// MISSING_CHAR error (BAD_INDENT inside a block collection) positioned at the end of the text.
const endOfStreamCodes: ReadonlySet<YAMLError['code']> = new Set(['MISSING_CHAR', 'BAD_INDENT']);

// yaml's message for a stack overflow is the engine's; repeated keys are found here, not by
// yaml, in yaml's own words for them.
const exhaustedMessage = 'Lists and mappings are nested too deeply for the parser.';
const duplicateKeyMessage = 'Map keys must be unique';

/**
 * The syntax errors of parsed documents, each with the code of yaml's own error code and
 * the place yaml gives, and every key repeated in its mapping. A quote or bracket the text
 * never closes is reported once, where it opened.
 */
export function yamlSyntaxProblems(
  documents: readonly Document.Parsed[],
  text: string,
  lines: LineCounter,
  file: string,
): Problem[] {
  const at = (start: number, end: number): Span => {
    const from = lines.linePos(start);
    const to = lines.linePos(Math.max(start, end - 1));
    return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
  };
  let endReported = false;
  const problems = documents
    .flatMap((document) => document.errors)
    .flatMap((error) => {
      if (!isUnexpectedEnd(error, text)) {
        const message =
          error.code === 'RESOURCE_EXHAUSTION' ? exhaustedMessage : firstLine(error.message);
        const code = yamlProblemCode(error.code);
        return [problem({ code, file, at: at(error.pos[0], error.pos[1]), message })];
      }
      if (endReported) return [];
      endReported = true;
      const opening = findUnclosedOpening(text);
      const offset = opening?.offset ?? error.pos[0];
      const message = opening
        ? `The ${opening.kind} opened here is never closed.`
        : 'The file ends early.';
      return [problem({ code: 'unexpected-end', file, at: at(offset, offset + 1), message })];
    });
  const duplicates = documents.flatMap(findDuplicateKeys).map((key) => {
    const [start = 0, end = start] = key.range ?? [];
    return problem({
      code: 'yaml-duplicate-key',
      file,
      at: at(start, end),
      message: duplicateKeyMessage,
    });
  });
  return [...problems, ...duplicates].sort((a, b) => a.line - b.line || a.column - b.column);
}

function isUnexpectedEnd(error: YAMLError, text: string): boolean {
  return endOfStreamCodes.has(error.code) && error.pos[0] >= text.trimEnd().length;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

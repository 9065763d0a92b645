import { LineCounter, parseDocument, type Document } from 'yaml';
import { withEnvSnapshot } from './env-snapshot';
import { problem, type Problem } from './problem';

/** Page documents are hand-written; anything this large is a mistake or an attack. */
export const maxDocumentBytes = 1024 * 1024;

/**
 * yaml's parser checks `process.env.LOG_TOKENS` for every token it reads, and its composer
 * `LOG_STREAM` for every document: a fifth of the time a page takes to parse goes to those
 * reads of the real environment unless they come from a snapshot (env-snapshot.ts).
 */
const yamlDebugSwitches = ['LOG_TOKENS', 'LOG_STREAM'];

export interface ParsedYaml {
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** Parses one YAML document, keeping node positions; problems are collected, not thrown. */
export function parseYaml(
  text: string,
  file: string,
): { parsed?: ParsedYaml; problems: Problem[] } {
  const tooLarge = fileTooLarge(text, file);
  if (tooLarge) return { problems: [tooLarge] };
  const lines = new LineCounter();
  const doc = withEnvSnapshot(yamlDebugSwitches, () =>
    parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }),
  );
  const problems = doc.errors.map((error) => {
    const [start, end] = error.pos;
    const from = lines.linePos(start);
    const to = lines.linePos(Math.max(start, end - 1));
    return problem({
      code: 'yaml-syntax',
      file,
      at: { line: from.line, column: from.col, endLine: to.line, endColumn: to.col },
      message: firstLine(error.message),
    });
  });
  return { parsed: { text, doc, lines }, problems };
}

/** Converts the parsed document to plain data, refusing alias bombs. */
export function toData(parsed: ParsedYaml, file: string): { data?: unknown; problems: Problem[] } {
  try {
    return { data: parsed.doc.toJS({ maxAliasCount: 100 }), problems: [] };
  } catch (error) {
    return {
      problems: [
        problem({
          code: 'yaml-syntax',
          file,
          message: error instanceof Error ? firstLine(error.message) : String(error),
          hint: 'The file expands aliases (*name) too often; write the repeated values out instead.',
        }),
      ],
    };
  }
}

function fileTooLarge(text: string, file: string): Problem | undefined {
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: most files need no counting.
  if (text.length * 3 <= maxDocumentBytes) return undefined;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes <= maxDocumentBytes) return undefined;
  return problem({
    code: 'file-too-large',
    file,
    message: `file is ${bytes} bytes; a page document may be at most ${maxDocumentBytes} bytes`,
  });
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

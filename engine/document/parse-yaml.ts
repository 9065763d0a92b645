import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Problem } from './problem';

/** Page documents are hand-written; anything this large is a mistake or an attack. */
export const maxDocumentBytes = 1024 * 1024;

export interface ParsedYaml {
  doc: Document.Parsed;
  lines: LineCounter;
}

/** Parses one YAML document, keeping node positions; problems are collected, not thrown. */
export function parseYaml(
  text: string,
  file: string,
): { parsed?: ParsedYaml; problems: Problem[] } {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxDocumentBytes) {
    return {
      problems: [
        {
          code: 'file-too-large',
          level: 'error',
          file,
          line: 1,
          column: 1,
          path: '',
          message: `file is ${bytes} bytes; a page document may be at most ${maxDocumentBytes} bytes`,
        },
      ],
    };
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = doc.errors.map((error) => {
    const at = lines.linePos(error.pos[0]);
    return {
      code: 'yaml-syntax',
      level: 'error',
      file,
      line: at.line,
      column: at.col,
      path: '',
      message: firstLine(error.message),
    };
  });
  return { parsed: { doc, lines }, problems };
}

/** Converts the parsed document to plain data, refusing alias bombs. */
export function toData(parsed: ParsedYaml, file: string): { data?: unknown; problems: Problem[] } {
  try {
    return { data: parsed.doc.toJS({ maxAliasCount: 100 }), problems: [] };
  } catch (error) {
    return {
      problems: [
        {
          code: 'yaml-syntax',
          level: 'error',
          file,
          line: 1,
          column: 1,
          path: '',
          message: error instanceof Error ? firstLine(error.message) : String(error),
        },
      ],
    };
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

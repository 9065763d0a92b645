import type { DocumentKind } from '../document/document-kind';
import type { Problem } from '../document/problem';
import { readDocumentFile } from '../document/read-document-file';
import type { ValidationResult } from './validate-document';

/** What checking files found: every problem, and the text of each file that has one. */
export interface FilesFound {
  problems: Problem[];
  /** The text of each file with a problem, for code frames. */
  sources: Map<string, string>;
}

/**
 * Reads one document file (read-document-file.ts) and checks its text with `check`, which
 * is given the file's kind; the problems of both go to `found`.
 */
export function checkDocumentFile<T>(
  absolute: string,
  shown: string,
  check: (text: string, kind: DocumentKind) => ValidationResult<T>,
  found: FilesFound,
): { kind: DocumentKind; data?: T } {
  const read = readDocumentFile(absolute, shown);
  const result =
    read.text === undefined ? { problems: read.problems } : check(read.text, read.kind);
  found.problems.push(...result.problems);
  if (result.problems.length > 0 && read.source !== undefined)
    found.sources.set(shown, read.source);
  return { kind: read.kind, data: result.data };
}

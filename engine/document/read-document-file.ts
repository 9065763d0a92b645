import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { documentKind, type DocumentKind } from './document-kind';
import { unreadableFile } from './file-problems';
import { readDocumentBytes, type ReadDocument } from './read-document';

// Enough of a file for its schema line and its first line of data, which decide its kind.
const headBytes = 4096;

/**
 * Reads a YAML file of the project from disk as a document of `kind`, or, without one, of
 * the kind its first line and name give (document-kind.ts); `shown` is its name in problems.
 * A file past its kind's size limit is refused before the rest of it is read. Documents are
 * small: a synchronous read takes a tenth of the time of fs/promises' readFile, which goes
 * through the thread pool several times per file.
 */
export function readDocumentFile(path: string, shown: string, kind?: DocumentKind): ReadDocument {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(path, 'r');
    const fd = descriptor;
    const size = fstatSync(fd).size;
    const ofFile = kind ?? documentKind(head(fd), shown);
    return readDocumentBytes(shown, ofFile, size, () => readFileSync(fd));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { file: shown, kind: kind ?? 'page', problems: [unreadableFile(shown, reason)] };
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

function head(fd: number): string {
  const buffer = new Uint8Array(headBytes);
  const read = readSync(fd, buffer, 0, headBytes, 0);
  return new TextDecoder().decode(buffer.subarray(0, read));
}

import { decodeUtf8 } from './decode-utf8';
import type { DocumentKind } from './document-kind';
import { fileTooLarge, notYamlFile } from './file-problems';
import { maxFileBytes } from './limits';
import type { Problem } from './problem';

/** A file as read: its text, or the problems that kept it from being read. */
export interface ReadDocument {
  /** The file's name as problems give it. */
  file: string;
  kind: DocumentKind;
  /** The file's text; absent when it could not be read. */
  text?: string;
  /** What a code frame shows: the text, or the bytes of a file that is not UTF-8 with replacements. */
  source?: string;
  problems: Problem[];
}

const yamlFileName = /\.ya?ml$/i;

/** Whether a file's name is a YAML file's: it ends in .yaml or .yml, in any case. */
export function isYamlFileName(name: string): boolean {
  return yamlFileName.test(name);
}

/**
 * Reads a file's bytes as a document of `kind`: a name that is not a YAML file's, a size
 * past the kind's limit or bytes that are not UTF-8 refuse it. `size` is judged before
 * `bytes` is called, so a file too large is never read.
 */
export function readDocumentBytes(
  file: string,
  kind: DocumentKind,
  size: number,
  bytes: () => Uint8Array,
): ReadDocument {
  return refusedUnread(file, kind, size) ?? decoded(file, kind, bytes());
}

/** Reads an uploaded file (a browser's `File`) as readDocumentBytes does. */
export async function readDocumentBlob(
  blob: Blob,
  file: string,
  kind: DocumentKind,
): Promise<ReadDocument> {
  return (
    refusedUnread(file, kind, blob.size) ??
    decoded(file, kind, new Uint8Array(await blob.arrayBuffer()))
  );
}

function refusedUnread(file: string, kind: DocumentKind, size: number): ReadDocument | undefined {
  if (!isYamlFileName(file)) return { file, kind, problems: [notYamlFile(file)] };
  if (size > maxFileBytes[kind]) return { file, kind, problems: [fileTooLarge(file, kind)] };
  return undefined;
}

function decoded(file: string, kind: DocumentKind, bytes: Uint8Array): ReadDocument {
  const result = decodeUtf8(bytes, file);
  if ('problem' in result) return { file, kind, source: result.source, problems: [result.problem] };
  return { file, kind, text: result.text, source: result.text, problems: [] };
}

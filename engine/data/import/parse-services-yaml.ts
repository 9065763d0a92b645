import { LineCounter } from 'yaml';
import type { Document } from 'yaml';
import { collectServices } from './collect-services';
import { documentItems } from './document-items';
import type { DocumentItem } from './document-items';
import { findDuplicateKey } from './duplicate-keys';
import { MAX_ALIAS_COUNT, MAX_FILE_BYTES, MAX_SERVICES } from './limits';
import { IMPORT_MESSAGES } from './messages';
import { parseWithinLimits } from './structure-scan';
import type { StructureLimit } from './structure-scan';
import { findControlCharacter } from './control-characters';
import { describeSyntaxError, type LocatedMessage } from './syntax-error';
import { textPosition } from './text-position';
import type { ImportFatal, ParseResult, ParseServicesYamlOptions } from './types';
import { exceedsUtf8Bytes } from './utf8-size';

export type { ImportFatal, ImportIssue, ParseResult, ParseServicesYamlOptions } from './types';

const YAML_FILE_NAME = /\.ya?ml$/i;
const STRUCTURE_LIMIT_MESSAGES: Readonly<Record<StructureLimit, string>> = {
  depth: IMPORT_MESSAGES.nestedTooDeeply,
  aliases: IMPORT_MESSAGES.tooManyAliases,
  services: IMPORT_MESSAGES.tooManyServices,
  documents: IMPORT_MESSAGES.tooManyDocuments,
  nodes: IMPORT_MESSAGES.tooManyValues,
};
const ALIAS_LIMIT_ERROR = /alias count/i;
// YAML 1.2 core types only: no merge keys or typed tags a directive could switch on.
const PARSE_OPTIONS = {
  prettyErrors: false,
  schema: 'core',
  merge: false,
  resolveKnownTags: false,
  uniqueKeys: false,
  logLevel: 'error',
} as const;

/**
 * Reads services from the text of a YAML import file. Accepts an array of services, an
 * object with a `services` or `content` array, a single service object, or several such
 * documents separated by `---`. Invalid items are skipped and listed in `errors`; anything
 * that stops the whole import (wrong file type, syntax error, hostile or unrecognised input,
 * no valid service) is reported in `fatal`, with the toast title and message to show.
 */
export function parseServicesYaml(
  text: string,
  options: ParseServicesYamlOptions = {},
): ParseResult {
  if (options.fileName !== undefined && !YAML_FILE_NAME.test(options.fileName)) {
    return fatal(IMPORT_MESSAGES.invalidFile, IMPORT_MESSAGES.invalidFileTitle);
  }
  if (exceedsUtf8Bytes(text, MAX_FILE_BYTES)) return fatal(IMPORT_MESSAGES.fileTooLarge);
  const control = findControlCharacter(text);
  if (control) {
    const { line, column } = textPosition(text, control.offset);
    return fatalAt(IMPORT_MESSAGES.controlCharacter(control.code, line, column), line, column);
  }
  const lines = new LineCounter();
  const documents = parseWithinLimits(text, PARSE_OPTIONS, lines);
  if (typeof documents === 'string') return fatal(STRUCTURE_LIMIT_MESSAGES[documents]);
  const syntaxError = documents.flatMap((document) => document.errors)[0];
  if (syntaxError) {
    const { message, line, column } = describeSyntaxError(syntaxError, text, lines);
    return fatalAt(message, line, column);
  }
  const duplicateKey = firstDuplicateKey(documents, lines);
  if (duplicateKey) return fatalAt(duplicateKey.message, duplicateKey.line, duplicateKey.column);

  const located = locateItems(documents, lines);
  if (typeof located === 'string') return fatal(located);
  const collected = collectServices(located);
  if (collected.services.length > 0) return collected;
  return { ...collected, fatal: failed(IMPORT_MESSAGES.noValidServices) };
}

function firstDuplicateKey(
  documents: readonly Document.Parsed[],
  lines: LineCounter,
): Required<LocatedMessage> | null {
  for (const document of documents) {
    const key = findDuplicateKey(document);
    if (key?.range) {
      const { line, col: column } = lines.linePos(key.range[0]);
      const message = IMPORT_MESSAGES.syntaxError(IMPORT_MESSAGES.duplicateKey, line, column);
      return { message, line, column };
    }
  }
  return null;
}

function locateItems(
  documents: readonly Document.Parsed[],
  lines: LineCounter,
): DocumentItem[][] | string {
  const located: DocumentItem[][] = [];
  let count = 0;
  for (const document of documents) {
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      return conversionFailure(error);
    }
    const items = documentItems(document, value, lines);
    if (items === null) return IMPORT_MESSAGES.structureNotRecognized;
    count += items.length;
    if (count > MAX_SERVICES) return IMPORT_MESSAGES.tooManyServices;
    located.push(items);
  }
  return located;
}

function conversionFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return ALIAS_LIMIT_ERROR.test(message) ? IMPORT_MESSAGES.tooManyAliases : message;
}

function failed(message: string, title: string = IMPORT_MESSAGES.failedTitle): ImportFatal {
  return { title, message };
}

function fatal(message: string, title?: string): ParseResult {
  return { services: [], errors: [], warnings: [], fatal: failed(message, title) };
}

// A failure that names a place in the file; the CLI shows that line.
function fatalAt(message: string, line?: number, column?: number): ParseResult {
  const result = fatal(message);
  if (line !== undefined && column !== undefined)
    Object.assign(result.fatal ?? {}, { line, column });
  return result;
}

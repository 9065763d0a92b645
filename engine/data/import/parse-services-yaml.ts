import { LineCounter, parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';
import { collectServices } from './collect-services';
import { documentItems } from './document-items';
import type { DocumentItem } from './document-items';
import { findDuplicateKey } from './duplicate-keys';
import { MAX_ALIAS_COUNT, MAX_FILE_BYTES, MAX_SERVICES } from './limits';
import { IMPORT_MESSAGES } from './messages';
import { scanStructure } from './structure-scan';
import type { StructureLimit } from './structure-scan';
import { describeSyntaxError } from './syntax-error';
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
  const exceededLimit = scanStructure(text);
  if (exceededLimit) return fatal(STRUCTURE_LIMIT_MESSAGES[exceededLimit]);

  const lines = new LineCounter();
  const documents = Array.from(
    parseAllDocuments(text, {
      lineCounter: lines,
      prettyErrors: false,
      schema: 'core',
      merge: false,
      resolveKnownTags: false,
      uniqueKeys: false,
      logLevel: 'error',
    }),
  );
  const syntaxError = documents.flatMap((document) => document.errors)[0];
  if (syntaxError) return fatal(describeSyntaxError(syntaxError, text, lines));
  const duplicateKey = firstDuplicateKey(documents, lines);
  if (duplicateKey) return fatal(duplicateKey);

  const located = locateItems(documents, lines);
  if (typeof located === 'string') return fatal(located);
  const collected = collectServices(located);
  if (collected.services.length > 0) return collected;
  return { ...collected, fatal: failed(IMPORT_MESSAGES.noValidServices) };
}

function firstDuplicateKey(
  documents: readonly Document.Parsed[],
  lines: LineCounter,
): string | null {
  for (const document of documents) {
    const key = findDuplicateKey(document);
    if (key?.range) {
      const { line, col } = lines.linePos(key.range[0]);
      return IMPORT_MESSAGES.syntaxError(IMPORT_MESSAGES.duplicateKey, line, col);
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

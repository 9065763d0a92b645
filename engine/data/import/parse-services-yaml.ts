import { LineCounter, parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';
import type { ServiceContentInput } from '../service-content';
import { documentItems } from './document-items';
import type { DocumentItem } from './document-items';
import { MAX_ALIAS_COUNT, MAX_FILE_BYTES, MAX_NESTING_DEPTH, MAX_SERVICES } from './limits';
import { IMPORT_MESSAGES } from './messages';
import { exceedsNestingDepth } from './nesting-depth';
import { normaliseServiceItem } from './service-fields';
import type { NormalisedItem } from './service-fields';
import { describeSyntaxError } from './syntax-error';
import type { ImportIssue, ParseResult, ParseServicesYamlOptions } from './types';
import { exceedsUtf8Bytes } from './utf8-size';

const YAML_FILE_NAME = /\.ya?ml$/i;
const ALIAS_LIMIT_ERROR = /alias count/i;

interface Position {
  document: number;
  index: number;
  line?: number;
}

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
  if (exceedsNestingDepth(text, MAX_NESTING_DEPTH)) return fatal(IMPORT_MESSAGES.nestedTooDeeply);

  const lines = new LineCounter();
  const documents = Array.from(
    parseAllDocuments(text, {
      lineCounter: lines,
      prettyErrors: false,
      schema: 'core',
      merge: false,
      resolveKnownTags: false,
      logLevel: 'error',
    }),
  );
  const syntaxError = documents.flatMap((document) => document.errors)[0];
  if (syntaxError) return fatal(describeSyntaxError(syntaxError, text, lines));

  const located = locateItems(documents, lines);
  if (typeof located === 'string') return fatal(located);
  return collectServices(located);
}

function locateItems(
  documents: readonly Document.Parsed[],
  lines: LineCounter,
): DocumentItem[][] | string {
  const located: DocumentItem[][] = [];
  let count = 0;
  for (const document of documents) {
    const value = toPlainValue(document);
    if (value instanceof Error) return value.message;
    const items = documentItems(document, value, lines);
    if (items === null) return IMPORT_MESSAGES.structureNotRecognized;
    count += items.length;
    if (count > MAX_SERVICES) return IMPORT_MESSAGES.tooManyServices;
    located.push(items);
  }
  return located;
}

function toPlainValue(document: Document.Parsed): unknown {
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Error(ALIAS_LIMIT_ERROR.test(message) ? IMPORT_MESSAGES.tooManyAliases : message);
  }
}

function collectServices(located: readonly DocumentItem[][]): ParseResult {
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const bySlug = new Map<string, { service: ServiceContentInput; position: Position }>();
  const normalised = new WeakMap<object, NormalisedItem>();
  located.forEach((items, documentIndex) => {
    items.forEach((item, itemIndex) => {
      const position = { document: documentIndex + 1, index: itemIndex + 1, line: item.line };
      const result = normaliseOnce(item.value, normalised);
      const issue = (message: string) => issueAt(position, result.slug, message);
      warnings.push(...result.warnings.map(issue));
      errors.push(...(result.problems.length > 0 ? [issue(result.problems.join('; '))] : []));
      if (result.service === null) return;
      const earlier = bySlug.get(result.service.slug);
      if (earlier) {
        warnings.push(issue(duplicateMessage(result.service.slug, earlier.position, position)));
        bySlug.delete(result.service.slug);
      }
      bySlug.set(result.service.slug, { service: result.service, position });
    });
  });
  const services = Array.from(bySlug.values(), (entry) => entry.service);
  if (services.length === 0) {
    return { services, errors, warnings, fatal: failed(IMPORT_MESSAGES.noValidServices) };
  }
  return { services, errors, warnings };
}

// Aliased items share one object: each is checked once however often it is repeated.
function normaliseOnce(value: unknown, cache: WeakMap<object, NormalisedItem>): NormalisedItem {
  if (typeof value !== 'object' || value === null) return normaliseServiceItem(value);
  const cached = cache.get(value);
  if (cached) return cached;
  const result = normaliseServiceItem(value);
  cache.set(value, result);
  return result;
}

function issueAt(position: Position, slug: string | undefined, message: string): ImportIssue {
  const issue: ImportIssue = { document: position.document, index: position.index, message };
  if (slug !== undefined) issue.slug = slug;
  if (position.line !== undefined) issue.line = position.line;
  return issue;
}

function duplicateMessage(slug: string, earlier: Position, later: Position): string {
  return IMPORT_MESSAGES.duplicateSlug(
    slug,
    IMPORT_MESSAGES.position(earlier.document, earlier.index),
    IMPORT_MESSAGES.position(later.document, later.index),
  );
}

function failed(message: string, title: string = IMPORT_MESSAGES.failedTitle) {
  return { title, message };
}

function fatal(message: string, title?: string): ParseResult {
  return { services: [], errors: [], warnings: [], fatal: failed(message, title) };
}

import { statSync } from 'node:fs';
import path from 'node:path';
import { blockTypes } from './block-schemas';
import { checkStaffGate } from '../document/check-staff-gate';
import { documentValidators } from './document-validators';
import { crossCheck, routeExists, type LinkContext } from '../document/cross-check';
import { humanise, type HumanError } from '../document/humanise';
import type { DocumentKind } from '../document/document-kind';
import { locate } from '../document/locate';
import type {
  PageDocument,
  PostsFile,
  ServiceContentFile,
  SiteDocument,
} from '../document/page-types';
import { documentAt, parseYaml, toData, type ParsedDocument } from '../document/parse-yaml';
import { fileStart, formatPath, problem, type Problem } from '../document/problem';
import { checkListedRecords, checkRecordReferences } from './record-references';
import { checkPictures } from './check-pictures';
import { checkDownloads, type FileSize } from './check-downloads';
import { mediaLookup, type MediaLookup } from '../media/media-facts';
import { projectRoot } from '../schema/project-root';

let projectMediaLookup: MediaLookup | undefined;
const projectMedia = () => (projectMediaLookup ??= mediaLookup(projectRoot));
const projectFileSize: FileSize = (mediaPath) => {
  try {
    const stats = statSync(path.join(projectRoot, mediaPath));
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
};

export interface ValidationResult<T> {
  /** The document's data, present only when there are no errors. */
  data?: T;
  problems: Problem[];
}

export interface PageCheckOptions {
  /** The site's routes, to check `to` links; omitted, links are not checked. */
  links?: LinkContext;
  /** Reads the media files pictures name; omitted, the project's own `media/`. */
  media?: MediaLookup;
  /** The sizes of the files downloads name; omitted, the project's own `media/`. */
  fileSize?: FileSize;
}

/**
 * Parses and validates a page document, collecting every problem with its position in
 * one pass: the schema's and the cross-checks' (ids, dialogs, anchors, links, record
 * fields) alike, so an author sees them all at once.
 */
export function validatePageText(
  text: string,
  file: string,
  options: PageCheckOptions = {},
): ValidationResult<PageDocument> {
  return validateText<PageDocument>(text, file, 'page', (data, parsed) => {
    const validate = documentValidators().page;
    const schemaErrors = validate(data) ? [] : humanise(validate.errors ?? [], blockTypes);
    const crossErrors = [
      ...crossCheck(data as { blocks?: unknown }, options.links),
      ...checkRecordReferences(data as Record<string, unknown>),
      ...checkListedRecords(data as Record<string, unknown>),
      ...checkStaffGate(data as Record<string, unknown>),
      ...checkPictures(data as Record<string, unknown>, options.media ?? projectMedia()),
      ...checkDownloads(data as Record<string, unknown>, options.fileSize ?? projectFileSize),
    ];
    return toProblems(
      [...schemaErrors, ...notAlreadyReported(crossErrors, schemaErrors)],
      parsed,
      file,
    );
  });
}

/** A value the schema already rejects (an `open` that is no id at all) is reported once. */
function notAlreadyReported(errors: HumanError[], reported: HumanError[]): HumanError[] {
  const paths = new Set(reported.map((error) => formatPath(error.path)));
  return errors.filter((error) => !paths.has(formatPath(error.path)));
}

/**
 * Parses and validates a service content file (schemas/service-content.schema.json): each
 * of its documents, in order.
 */
export function validateServiceContentText(
  text: string,
  file: string,
): ValidationResult<ServiceContentFile[]> {
  return validateDocuments<ServiceContentFile>(
    text,
    file,
    'service-content',
    (data, parsed) => {
      const validate = documentValidators().serviceContent;
      const errors = validate(data) ? [] : humanise(validate.errors ?? [], []);
      return toProblems(errors, parsed, file);
    },
    'such as services',
  );
}

/** Parses and validates a posts file (schemas/posts.schema.json). */
export function validatePostsText(text: string, file: string): ValidationResult<PostsFile> {
  return validateText<PostsFile>(
    text,
    file,
    'posts',
    (data, parsed) => {
      const validate = documentValidators().posts;
      const errors = validate(data) ? [] : humanise(validate.errors ?? [], []);
      return toProblems(errors, parsed, file);
    },
    'such as posts',
  );
}

/** Parses and validates `pages/_site.yaml`. */
export function validateSiteText(
  text: string,
  file: string,
  links?: LinkContext,
): ValidationResult<SiteDocument> {
  return validateText<SiteDocument>(text, file, 'site', (data, parsed) => {
    const validate = documentValidators().site;
    const errors: HumanError[] = validate(data) ? [] : humanise(validate.errors ?? [], []);
    const linkErrors = links ? checkSiteLinks(data as Partial<SiteDocument>, links) : [];
    return toProblems([...errors, ...notAlreadyReported(linkErrors, errors)], parsed, file);
  });
}

type Check = (data: object, parsed: ParsedDocument) => Problem[];

/** A page or the site file, which holds one document (limits.ts): the data is its data. */
function validateText<T>(
  text: string,
  file: string,
  kind: DocumentKind,
  check: Check,
  expectedKeys?: string,
): ValidationResult<T> {
  const { data, problems } = validateDocuments<T>(text, file, kind, check, expectedKeys);
  return data ? { data: data[0], problems } : { problems };
}

function validateDocuments<T>(
  text: string,
  file: string,
  kind: DocumentKind,
  check: Check,
  expectedKeys = 'such as title and blocks',
): ValidationResult<T[]> {
  const { parsed, problems } = parseYaml(text, file, kind);
  if (!parsed || problems.length > 0) return { problems };
  const converted = toData(parsed, file);
  if (!converted.data) return { problems: converted.problems };
  // An empty file holds no document: it is checked as one empty document.
  const values = converted.data.length > 0 ? converted.data : [null];
  const found = values.flatMap((data, index) => {
    const document = documentAt(parsed, index);
    if (data && typeof data === 'object' && !Array.isArray(data) && document)
      return check(data, document);
    return [
      problem({
        code: 'not-a-page',
        file,
        at: document ? locate(document, []) : fileStart,
        message: `the file must hold one YAML mapping (key: value pairs), ${expectedKeys}`,
      }),
    ];
  });
  return found.some((problem) => problem.level === 'error')
    ? { problems: found }
    : { data: values as T[], problems: found };
}

function toProblems(errors: HumanError[], parsed: ParsedDocument, file: string): Problem[] {
  return errors
    .map((error) =>
      problem({
        code: error.code,
        file,
        at: locate(parsed, error.path, error.key, error.excerpt),
        path: formatPath(error.path),
        message: error.message,
        hint: error.hint,
      }),
    )
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The site's navigation and footer links, checked even where the rest of the file is not valid. */
function checkSiteLinks(site: Partial<SiteDocument>, links: LinkContext): HumanError[] {
  const problems: HumanError[] = [];
  const check = (list: unknown, path: (string | number)[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((item: { to?: unknown } | null, index) => {
      const to = item?.to;
      if (typeof to === 'string' && !routeExists(to, links))
        problems.push({
          code: 'broken-link',
          path: [...path, index, 'to'],
          message: `'${to}' leads to no page of the site`,
        });
    });
  };
  check(site.navigation, ['navigation']);
  check(site.footer?.serviceLinks, ['footer', 'serviceLinks']);
  check(site.footer?.communityLinks, ['footer', 'communityLinks']);
  return problems;
}

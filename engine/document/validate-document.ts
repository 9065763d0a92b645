import { blockTypes } from '../../blocks/block-schemas';
import { checkStaffGate } from './check-staff-gate';
import { documentValidators } from './document-validators';
import { crossCheck, routeExists, type LinkContext } from './cross-check';
import { humanise, type HumanError } from './humanise';
import { locate } from './locate';
import type { PageDocument, ServiceContentFile, SiteDocument } from './page-types';
import { parseYaml, toData, type ParsedYaml } from './parse-yaml';
import { formatPath, problem, type Problem } from './problem';
import { checkRecordReferences } from './record-references';

export interface ValidationResult<T> {
  /** The document's data, present only when there are no errors. */
  data?: T;
  problems: Problem[];
}

export interface PageCheckOptions {
  /** The site's routes, to check `to` links; omitted, links are not checked. */
  links?: LinkContext;
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
  return validateText<PageDocument>(text, file, (data, parsed) => {
    const validate = documentValidators().page;
    const schemaErrors = validate(data) ? [] : humanise(validate.errors ?? [], blockTypes);
    const crossErrors = [
      ...crossCheck(data as { blocks?: unknown }, options.links),
      ...checkRecordReferences(data as Record<string, unknown>),
      ...checkStaffGate(data as Record<string, unknown>),
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

/** Parses and validates a service content file (schemas/service-content.schema.json). */
export function validateServiceContentText(
  text: string,
  file: string,
): ValidationResult<ServiceContentFile> {
  return validateText<ServiceContentFile>(
    text,
    file,
    (data, parsed) => {
      const validate = documentValidators().serviceContent;
      const errors = validate(data) ? [] : humanise(validate.errors ?? [], []);
      return toProblems(errors, parsed, file);
    },
    'such as services',
  );
}

/** Parses and validates `pages/_site.yaml`. */
export function validateSiteText(
  text: string,
  file: string,
  links?: LinkContext,
): ValidationResult<SiteDocument> {
  return validateText<SiteDocument>(text, file, (data, parsed) => {
    const validate = documentValidators().site;
    const errors: HumanError[] = validate(data) ? [] : humanise(validate.errors ?? [], []);
    const linkErrors = links ? checkSiteLinks(data as Partial<SiteDocument>, links) : [];
    return toProblems([...errors, ...notAlreadyReported(linkErrors, errors)], parsed, file);
  });
}

function validateText<T>(
  text: string,
  file: string,
  check: (data: unknown, parsed: ParsedYaml) => Problem[],
  expectedKeys = 'such as title and blocks',
): ValidationResult<T> {
  const { parsed, problems } = parseYaml(text, file);
  if (!parsed || problems.length > 0) return { problems };
  const converted = toData(parsed, file);
  if (converted.problems.length > 0) return { problems: converted.problems };
  const data = converted.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {
      problems: [
        problem({
          code: 'not-a-page',
          file,
          message: `the file must hold one YAML mapping (key: value pairs), ${expectedKeys}`,
        }),
      ],
    };
  }
  const found = check(data, parsed);
  return found.some((problem) => problem.level === 'error')
    ? { problems: found }
    : { data: data as T, problems: found };
}

function toProblems(errors: HumanError[], parsed: ParsedYaml, file: string): Problem[] {
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

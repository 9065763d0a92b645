import { blockTypes } from '../../blocks/block-schemas';
import { validators } from './ajv';
import { crossCheck, routeExists, type LinkContext } from './cross-check';
import { humanise, type HumanError } from './humanise';
import { locate } from './locate';
import type { PageDocument, SiteDocument } from './page-types';
import { parseYaml, toData, type ParsedYaml } from './parse-yaml';
import { formatPath, type Problem } from './problem';

export interface ValidationResult<T> {
  /** The document's data, present only when there are no errors. */
  data?: T;
  problems: Problem[];
}

export interface PageCheckOptions {
  /** The site's routes, to check `to` links; omitted, links are not checked. */
  links?: LinkContext;
}

/** Parses and validates a page document, collecting every problem with its position. */
export function validatePageText(
  text: string,
  file: string,
  options: PageCheckOptions = {},
): ValidationResult<PageDocument> {
  return validateText<PageDocument>(text, file, (data, parsed) => {
    const validate = validators().page;
    const schemaErrors = validate(data) ? [] : humanise(validate.errors ?? [], blockTypes);
    const crossErrors =
      schemaErrors.length === 0 ? crossCheck(data as PageDocument, options.links) : [];
    return toProblems([...schemaErrors, ...crossErrors], parsed, file);
  });
}

/** Parses and validates `pages/_site.yaml`. */
export function validateSiteText(
  text: string,
  file: string,
  links?: LinkContext,
): ValidationResult<SiteDocument> {
  return validateText<SiteDocument>(text, file, (data, parsed) => {
    const validate = validators().site;
    const errors: HumanError[] = validate(data) ? [] : humanise(validate.errors ?? [], []);
    if (errors.length === 0 && links) errors.push(...checkSiteLinks(data as SiteDocument, links));
    return toProblems(errors, parsed, file);
  });
}

function validateText<T>(
  text: string,
  file: string,
  check: (data: unknown, parsed: ParsedYaml) => Problem[],
): ValidationResult<T> {
  const { parsed, problems } = parseYaml(text, file);
  if (!parsed || problems.length > 0) return { problems };
  const converted = toData(parsed, file);
  if (converted.problems.length > 0) return { problems: converted.problems };
  const data = converted.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {
      problems: [
        {
          code: 'not-a-page',
          level: 'error',
          file,
          line: 1,
          column: 1,
          path: '',
          message:
            'the file must hold one YAML mapping (key: value pairs), such as title and blocks',
        },
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
    .map((error) => {
      const at = locate(parsed, error.path, error.key);
      return {
        code: error.code,
        level: 'error' as const,
        file,
        line: at.line,
        column: at.column,
        path: formatPath(error.path),
        message: error.message,
      };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

function checkSiteLinks(site: SiteDocument, links: LinkContext): HumanError[] {
  const problems: HumanError[] = [];
  const check = (to: string, path: (string | number)[]) => {
    if (!routeExists(to, links))
      problems.push({ code: 'broken-link', path, message: `'${to}' leads to no page of the site` });
  };
  site.navigation.forEach((item, index) => check(item.to, ['navigation', index, 'to']));
  site.footer.serviceLinks.forEach((item, index) =>
    check(item.to, ['footer', 'serviceLinks', index, 'to']),
  );
  site.footer.communityLinks.forEach((item, index) =>
    check(item.to, ['footer', 'communityLinks', index, 'to']),
  );
  return problems;
}

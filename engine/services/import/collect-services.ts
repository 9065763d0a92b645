import { locate } from '../../document/locate';
import { documentAt, type ParsedYaml } from '../../document/parse-yaml';
import { formatPath, problem, type Span } from '../../document/problem';
import type { DocumentItem } from './document-items';
import { normaliseServiceItem, type NormalisedItem } from './service-fields';
import type { ImportedService, ImportProblem, ItemFinding, ItemRef, ServiceImport } from './types';

/**
 * Normalises every located item, in file order, into valid services and the problems of
 * each item, each at the field or key it is about.
 */
export function collectServices(
  located: readonly DocumentItem[][],
  parsed: ParsedYaml,
  file: string,
): ServiceImport {
  const problems: ImportProblem[] = [];
  const services: ImportedService[] = [];
  const normalised = new WeakMap<object, NormalisedItem>();
  located.forEach((items, documentIndex) => {
    const document = documentAt(parsed, documentIndex);
    const at = (path: (string | number)[], key?: string, excerpt?: string): Span =>
      document
        ? locate(document, path, key, excerpt)
        : { line: 1, column: 1, endLine: 1, endColumn: 1 };
    items.forEach((entry, itemIndex) => {
      const result = normaliseOnce(entry.value, normalised);
      const item: ItemRef = { document: documentIndex + 1, index: itemIndex + 1 };
      if (result.slug !== undefined) item.slug = result.slug;
      if (entry.line !== undefined) item.line = entry.line;
      const found = (finding: ItemFinding, level: ImportProblem['level']): ImportProblem => {
        const inItem = finding.at ?? (finding.field === undefined ? [] : [finding.field]);
        const path = [...entry.path, ...inItem];
        return {
          ...problem({
            code: finding.code,
            file,
            at: at(path, finding.key, finding.excerpt),
            path: formatPath(finding.key === undefined ? path : [...entry.path, finding.key]),
            message: finding.message,
            level,
          }),
          item,
        };
      };
      problems.push(...result.problems.map((finding) => found(finding, 'error')));
      problems.push(...result.warnings.map((finding) => found(finding, 'warning')));
      if (result.service === null) return;
      const slugPath = [...entry.path, 'slug'];
      const slugPlace = { at: at(slugPath), path: formatPath(slugPath) };
      services.push({ record: result.service, file, item, slugPlace });
    });
  });
  return { services, problems };
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

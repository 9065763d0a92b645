import type { ServiceContentInput } from '../service-content';
import type { DocumentItem } from './document-items';
import { IMPORT_MESSAGES } from './messages';
import { normaliseServiceItem } from './service-fields';
import type { NormalisedItem } from './service-fields';
import type { ImportIssue, ParseResult } from './types';

interface Position {
  document: number;
  index: number;
  line?: number;
}

// Normalises every located item, in file order, into valid services (one per slug, the last
// occurrence winning) and the errors and warnings of each position.
export function collectServices(located: readonly DocumentItem[][]): Omit<ParseResult, 'fatal'> {
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
      if (result.problems.length > 0) errors.push(issue(result.problems.join('; ')));
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

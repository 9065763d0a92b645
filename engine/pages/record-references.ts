import { recordFields } from '../services/record-variables';
import type { HumanError } from '../document/humanise';

const recordReference = /\{record\.([\w.]*)\}/g;
const known: ReadonlySet<string> = new Set(recordFields);

/**
 * Every `{record.<field>}` in a page must name a field of its record, or it would reach
 * the rendered page as literal text. A page without a `record:` section has no record.
 */
export function checkRecordReferences(page: Record<string, unknown>): HumanError[] {
  const problems: HumanError[] = [];
  const hasRecord = page.record !== undefined;
  const fields = recordFields.join(', ');
  visitStrings(page, [], (text, path) => {
    if (!text.includes('{record.')) return;
    for (const [reference, field] of text.matchAll(recordReference)) {
      if (hasRecord && known.has(field!)) continue;
      problems.push({
        code: 'unknown-record-field',
        path: [...path],
        excerpt: reference,
        message: hasRecord
          ? `'${reference}' names no field of the service record; known fields: ${fields}`
          : `'${reference}' is never filled in: this page has no record section`,
        hint: hasRecord
          ? `Use one of the record's fields, such as {record.h1}.`
          : 'Only a template page with a record: section (such as pages/services/[slug].yaml) can show record fields.',
      });
    }
  });
  return problems;
}

/** Calls `visit` with every string in `value` and its path, which it must copy to keep. */
function visitStrings(
  value: unknown,
  path: (string | number)[],
  visit: (text: string, path: readonly (string | number)[]) => void,
): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((item, index) => {
      path.push(index);
      visitStrings(item, path, visit);
      path.pop();
    });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      path.push(key);
      visitStrings(child, path, visit);
      path.pop();
    }
}

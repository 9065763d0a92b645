import { recordFields } from '../services/record-variables';
import { postRecordFields } from '../posts/post-variables';
import type { HumanError } from '../document/humanise';

const recordReference = /\{record\.([\w.]*)\}/g;

/** The fields a template reaches, and an example, by the record source it names. */
const sources: Record<string, { noun: string; fields: readonly string[]; example: string }> = {
  service: { noun: 'service record', fields: recordFields, example: '{record.h1}' },
  post: { noun: 'post', fields: postRecordFields, example: '{record.title}' },
};

/**
 * Every `{record.<field>}` in a page must name a field of its record, or it would reach
 * the rendered page as literal text. A page without a `record:` section has no record.
 */
export function checkRecordReferences(page: Record<string, unknown>): HumanError[] {
  const problems: HumanError[] = [];
  const source = (page.record as { source?: string } | undefined)?.source;
  const record = source === undefined ? undefined : sources[source];
  const hasRecord = record !== undefined;
  const known: ReadonlySet<string> = new Set(record?.fields);
  const fields = record?.fields.join(', ');
  visitStrings(page, [], (text, path) => {
    if (!text.includes('{record.')) return;
    for (const [reference, field] of text.matchAll(recordReference)) {
      if (hasRecord && known.has(field!)) continue;
      problems.push({
        code: 'unknown-record-field',
        path: [...path],
        excerpt: reference,
        message: hasRecord
          ? `'${reference}' names no field of the ${record.noun}; known fields: ${fields}`
          : `'${reference}' is never filled in: this page has no record section`,
        hint: hasRecord
          ? `Use one of the record's fields, such as ${record.example}.`
          : 'Only a template page with a record: section (such as pages/services/[slug].yaml) can show record fields.',
      });
    }
  });
  return problems;
}

/**
 * A post-list block shows the posts its page lists: on a page without `list: post` it
 * would always say there are none.
 */
export function checkListedRecords(page: Record<string, unknown>): HumanError[] {
  if (page.list === 'post' || !Array.isArray(page.blocks)) return [];
  return page.blocks.flatMap((block: unknown, index) =>
    (block as { type?: unknown } | null)?.type === 'post-list'
      ? [
          {
            code: 'post-list-without-list',
            path: ['blocks', index],
            message: 'this post-list block shows no posts: the page has no list: post',
            hint: 'Add list: post at the top of the page, or remove the block.',
          },
        ]
      : [],
  );
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

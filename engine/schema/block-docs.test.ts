import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes } from '../pages/block-schemas';
import { documentValidators } from '../pages/document-validators';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every declared property under `properties` (not the conditions of if/then), and whether it is described. */
function properties(node: unknown, out: { path: string; described: boolean }[] = [], at = '') {
  if (Array.isArray(node)) node.forEach((item, index) => properties(item, out, `${at}/${index}`));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'if') continue;
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value)) {
          out.push({
            path: `${at}/${name}`,
            described: Boolean((property as { description?: string } | null)?.description),
          });
          properties(property, out, `${at}/${name}`);
        }
      } else properties(value, out, `${at}/${key}`);
    }
  }
  return out;
}

describe('block documentation', () => {
  it('describes at least 95% of the properties in schemas/page.schema.json', () => {
    const all = properties(JSON.parse(read('schemas/page.schema.json')));
    const described = all.filter((property) => property.described).length;
    expect(all.length).toBeGreaterThan(500);
    expect(described / all.length).toBeGreaterThanOrEqual(0.95);
  });

  it.each(blockTypes)(
    '%s has a title, a description and one example its schema accepts',
    (type) => {
      const schema: {
        title?: string;
        description?: string;
        examples?: readonly unknown[];
      } = blockSchemas[type];
      expect(schema.title).toBeTruthy();
      expect(schema.description).toBeTruthy();
      expect(schema.examples).toHaveLength(1);
      const validate = documentValidators().page;
      validate({ title: 'Example', blocks: schema.examples });
      expect(validate.errors ?? []).toEqual([]);
    },
  );

  it('docs/blocks.md has a section for every registered block type', () => {
    const reference = read('docs/blocks.md');
    for (const type of blockTypes) {
      expect(reference).toContain(`\n## ${type}\n`);
      expect(reference).toContain(`- type: ${type}\n`);
    }
  });

  it('docs/blocks.md lists a property with its type, default and description', () => {
    expect(read('docs/blocks.md')).toContain(
      '| `columns` | `2`, `3`, `4` | `3` | Cards per row on wide screens; phones show one. |',
    );
  });
});

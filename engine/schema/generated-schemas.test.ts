import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './generated-files';
import { generatedSchemaFiles } from './generated-schemas';

const root = path.resolve(import.meta.dirname, '../..');

describe('checked-in generated files', () => {
  for (const [file, expected] of Object.entries(generatedFiles())) {
    it(`${file} is up to date (run \`npm run schemas\` after changing a block)`, () => {
      expect(readFileSync(path.join(root, file), 'utf8')).toBe(expected);
    });
  }

  it('the page schema lists every block type and points each at its own schema', () => {
    const page = JSON.parse(generatedSchemaFiles()['schemas/page.schema.json']!);
    expect(page.properties.blocks.items.properties.type.enum).toContain('hero');
    expect(page.$defs['block-hero'].properties.type).toEqual({
      const: 'hero',
      description: 'Marks this block as a hero.',
    });
  });
});

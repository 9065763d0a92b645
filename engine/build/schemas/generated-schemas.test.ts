import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate as generatedValidate } from '../../services/validate-service-record.generated';
import { createAjv } from '../../document/ajv';
import { generatedFiles } from './generated-files';
import { generatedSchemaFiles } from './generated-schemas';
import { serviceContentSchema } from '../../schema/service-content.schema';

const root = path.resolve(import.meta.dirname, '../../..');

describe('checked-in generated files', () => {
  for (const [file, expected] of Object.entries(generatedFiles())) {
    it(`${file} is up to date (run \`npm run schemas\` after changing a schema)`, () => {
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

  it('the service content schema file holds the record schema and starts with the services list', () => {
    const file = JSON.parse(generatedSchemaFiles()['schemas/service-content.schema.json']!);
    expect(file.required).toEqual(['services']);
    expect(file.properties.services.items).toEqual({ $ref: '#/$defs/service' });
    expect(file.$defs.service).toEqual(JSON.parse(JSON.stringify(serviceContentSchema)));
  });

  it('the generated record validator judges records as Ajv compiling the schema does', () => {
    const compiled = createAjv().compile(serviceContentSchema);
    const records = [
      serviceContentSchema.examples[0],
      { slug: 'a', name: 'A' },
      { slug: 'Bad Slug', name: 'A', h1: 'A', image_url: 'http://x', pains: ['\u0000'] },
      { slug: 'a', name: 'A', h1: 'A', hero: '😀'.repeat(5_000), brands: [1] },
    ];
    const judged = (validate: typeof compiled, record: unknown) => [
      validate(record),
      (validate.errors ?? []).map((error) => `${error.instancePath} ${error.schemaPath}`),
    ];
    for (const record of records) {
      expect(judged(generatedValidate as typeof compiled, record)).toEqual(
        judged(compiled, record),
      );
    }
    expect(judged(compiled, records[3])[1]).toEqual(['/brands/0 #/properties/brands/items/type']);
  });
});

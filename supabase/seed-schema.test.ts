import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkServiceRecord } from '../engine/services/check-service-record';
import { importServices } from '../engine/services/import';
import { documentValidators } from '../engine/pages/document-validators';
import { readSeedFiles, SEED_YAML_DIR } from '../engine/services/seed/seed-files';

const schemaLine = '# yaml-language-server: $schema=../../schemas/service-content.schema.json';

describe('the seed files', () => {
  const seeds = readSeedFiles();

  it.each(seeds.map((seed) => [seed.name, seed.text]))(
    '%s names the schema on its first line and follows it',
    (_name, text) => {
      expect(text.split('\n')[0]).toBe(schemaLine);
      const validate = documentValidators().serviceContent;
      expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('read by the import, give records the schema accepts', () => {
    for (const seed of seeds) {
      const { services, problems } = importServices(seed.text, seed.name);
      expect(problems).toEqual([]);
      for (const service of services) expect(checkServiceRecord(service.record)).toEqual([]);
    }
  });

  it('are in the folder the schema line points from', () => {
    const target = path.resolve(SEED_YAML_DIR, schemaLine.split('$schema=')[1]!);
    expect(JSON.parse(readFileSync(target, 'utf8')).$id).toBe('service-content.schema.json');
  });
});

import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPageSchema } from './page.schema';
import { serviceContentFileSchema } from '../schema/service-content.schema';
import { postsFileSchema } from '../schema/post.schema';
import { siteSchema } from '../schema/site.schema';
import type { ValidateFunction } from '../document/ajv';
import { loadOrCompile, validatorCacheDir } from './document-validators';

const schemas = {
  page: buildPageSchema(),
  site: siteSchema,
  serviceContent: serviceContentFileSchema,
  posts: postsFileSchema,
};
// Beside the real cache, inside node_modules, where the saved code finds Ajv's helpers.
const testDirs = path.join(path.dirname(validatorCacheDir), `page-validators-test-${process.pid}`);
const cacheDir = () => {
  mkdirSync(testDirs, { recursive: true });
  return mkdtempSync(path.join(testDirs, 'run-'));
};
afterAll(() => rmSync(testDirs, { recursive: true, force: true }));

const brokenPages = [
  { title: 5, blocks: [{ type: 'hero' }, { type: 'nope' }] },
  {
    title: 'Two actions',
    blocks: [
      { type: 'cta-band', actions: [{ label: 'Go', to: '/', href: 'https://example.com' }] },
    ],
  },
  { blocks: [], colour: 'red' },
];

function errorsOf(validate: ValidateFunction, data: unknown) {
  validate(data);
  return validate.errors;
}

describe('loadOrCompile', () => {
  it('saves the compiled code; a later run loads it, and it reports the same errors', () => {
    const dir = cacheDir();
    const compiled = loadOrCompile(dir, schemas);
    const saved = readdirSync(dir);
    expect(saved).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.cjs$/)]);
    // A mark on the saved module shows that the next run loads it instead of compiling.
    appendFileSync(path.join(dir, saved[0]!), '\nexports.loadedFromFile = true;\n');
    const loaded = loadOrCompile(dir, schemas);
    expect(loaded).toHaveProperty('loadedFromFile', true);
    for (const page of brokenPages) {
      expect(errorsOf(loaded.page, page)?.length).toBeGreaterThan(0);
      expect(errorsOf(loaded.page, page)).toEqual(errorsOf(compiled.page, page));
    }
    expect(errorsOf(loaded.site, { brand: {} })).toEqual(errorsOf(compiled.site, { brand: {} }));
  });

  it('compiles a changed schema afresh and removes the older code', () => {
    const dir = cacheDir();
    loadOrCompile(dir, schemas);
    const [before] = readdirSync(dir);
    const page = {
      ...schemas.page,
      properties: { ...schemas.page.properties, title: { type: 'string', maxLength: 200 } },
    };
    const changed = loadOrCompile(dir, { ...schemas, page });
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)).not.toContain(before);
    expect(changed.page({ title: 'x'.repeat(100), blocks: [{ type: 'hero', title: 'Hi' }] })).toBe(
      true,
    );
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../schema/project-root';
import { buildPageSchema } from './page.schema';
import { serviceContentFileSchema } from '../schema/service-content.schema';
import { postsFileSchema } from '../schema/post.schema';
import { siteSchema } from '../schema/site.schema';
import { ajvSettings, createAjv, type ValidateFunction } from '../document/ajv';

export interface DocumentValidators {
  page: ValidateFunction;
  site: ValidateFunction;
  serviceContent: ValidateFunction;
  posts: ValidateFunction;
}

type DocumentSchemas = Record<keyof DocumentValidators, object>;

/** Where compiled validators are kept between runs; `npm run build` leaves one there. */
export const validatorCacheDir = path.join(
  projectRoot,
  'node_modules',
  '.cache',
  'page-validators',
);

const require = createRequire(import.meta.url);
let validators: DocumentValidators | undefined;

/**
 * The validators of page documents, of `_site.yaml`, of service content and of posts files, made
 * once per process. Compiling
 * the page schema takes Ajv about half a second, so its generated code (Ajv standalone) is
 * saved and later runs load it in a few tens of milliseconds.
 */
export function documentValidators(): DocumentValidators {
  validators ??= loadOrCompile(validatorCacheDir, {
    page: buildPageSchema(),
    site: siteSchema,
    serviceContent: serviceContentFileSchema,
    posts: postsFileSchema,
  });
  return validators;
}

/**
 * The validators of `schemas`, loaded from `dir` when it holds their compiled code, else
 * compiled and saved there. The file is named by a hash of everything that shapes the code
 * (the schemas, Ajv's version, options and keywords), so a changed block schema compiles
 * afresh. `dir` lies inside node_modules: the code requires Ajv's runtime helpers.
 */
export function loadOrCompile(dir: string, schemas: DocumentSchemas): DocumentValidators {
  const key = createHash('sha256')
    .update(ajvSettings())
    .update(JSON.stringify(schemas))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(dir, `${key}.cjs`);
  try {
    return require(file) as DocumentValidators;
  } catch {
    // Not compiled yet (or unreadable): compile below.
  }
  const ajv = createAjv();
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name);
  const names = Object.keys(schemas) as (keyof DocumentValidators)[];
  const compiled = Object.fromEntries(
    names.map((name) => [name, ajv.getSchema(name)!]),
  ) as unknown as DocumentValidators;
  const { default: standaloneCode } =
    require('ajv/dist/standalone') as typeof import('ajv/dist/standalone');
  save(dir, file, standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name]))));
  return compiled;
}

/** Writes the code whole (parallel runs may compile at once), then removes older compilations. */
function save(dir: string, file: string, code: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    for (const name of readdirSync(dir))
      if (name.endsWith('.cjs') && name !== path.basename(file)) rmSync(path.join(dir, name));
  } catch {
    // A read-only installation compiles on each run instead.
  }
}

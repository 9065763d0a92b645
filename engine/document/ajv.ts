import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { buildPageSchema } from '../schema/page.schema';
import { siteSchema } from '../schema/site.schema';

/**
 * The one Ajv instance of the project, compiled once, reporting all errors. It serves
 * the Vite build, the dev server, `sitectl validate` and the tests.
 */
function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
  });
  // Our own wording for a keyword's error, read by humanise.ts.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'object' });
  return ajv;
}

let compiled: { page: ValidateFunction; site: ValidateFunction } | undefined;

export function validators() {
  if (!compiled) {
    const ajv = createAjv();
    compiled = { page: ajv.compile(buildPageSchema()), site: ajv.compile(siteSchema) };
  }
  return compiled;
}

export type { ErrorObject };

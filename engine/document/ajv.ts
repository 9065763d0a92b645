import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { buildPageSchema } from '../schema/page.schema';
import { serviceContentFileSchema } from '../schema/service-content.schema';
import { siteSchema } from '../schema/site.schema';

/**
 * The Ajv configuration of the project, reporting all errors. The one instance made with
 * it serves the Vite build, the dev server, `sitectl validate`, the site server and the
 * tests; the browser runs code it generated ahead of time (engine/schema/service-validator-code.ts).
 */
export function createAjv(options: Pick<Options, 'code'> = {}): Ajv {
  const ajv = new Ajv({
    ...options,
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

let ajv: Ajv | undefined;
let compiled:
  { page: ValidateFunction; site: ValidateFunction; serviceContent: ValidateFunction } | undefined;

const theAjv = () => (ajv ??= createAjv());

export function validators() {
  compiled ??= {
    page: theAjv().compile(buildPageSchema()),
    site: theAjv().compile(siteSchema),
    serviceContent: theAjv().compile(serviceContentFileSchema),
  };
  return compiled;
}

const compiledBySchemaOwner = new WeakMap<object, ValidateFunction>();

/**
 * A validator for a schema made at run time (a form's answers), compiled once per `owner`
 * (the declaration it was made from) by the same Ajv instance.
 */
export function compileFor(owner: object, schema: () => object): ValidateFunction {
  let validate = compiledBySchemaOwner.get(owner);
  if (!validate) {
    validate = theAjv().compile(schema());
    compiledBySchemaOwner.set(owner, validate);
  }
  return validate;
}

export type { ErrorObject };

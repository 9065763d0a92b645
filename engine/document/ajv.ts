import { createRequire } from 'node:module';
import type { default as Ajv, ErrorObject, Options, ValidateFunction } from 'ajv';

/** How every schema of the project is compiled: reporting all errors, each with its schema and data. */
const ajvOptions: Options = {
  allErrors: true,
  verbose: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  // Each block type's schema becomes a function of its own, which V8 compiles when a page
  // first uses that type, instead of one function holding every block's checks.
  inlineRefs: false,
  // Keeps the generated code, so document-validators.ts can save it.
  code: { source: true },
};

/** Our own wording for a keyword's error, read by humanise.ts. */
const errorMessageKeyword = { keyword: 'errorMessage', schemaType: 'object' } as const;

const require = createRequire(import.meta.url);

/**
 * A new Ajv instance with the project's options and keywords. Ajv is loaded on first use:
 * a run that finds its document validators already compiled never needs it.
 */
export function createAjv(extra: Pick<Options, 'code'> = {}): Ajv {
  const { default: AjvClass } = require('ajv') as typeof import('ajv');
  const ajv = new AjvClass({ ...ajvOptions, ...extra });
  ajv.addKeyword(errorMessageKeyword);
  return ajv;
}

/** What decides the code Ajv generates, besides the schemas: its version, options and keywords. */
export function ajvSettings(): string {
  const { version } = require('ajv/package.json') as { version: string };
  return JSON.stringify({ version, ajvOptions, errorMessageKeyword });
}

let shared: Ajv | undefined;
const compiledBySchemaOwner = new WeakMap<object, ValidateFunction>();

/**
 * A validator for a schema made at run time (a form's answers), compiled once per `owner`
 * (the declaration it was made from) by one shared Ajv instance.
 */
export function compileFor(owner: object, schema: () => object): ValidateFunction {
  let validate = compiledBySchemaOwner.get(owner);
  if (!validate) {
    validate = (shared ??= createAjv()).compile(schema());
    compiledBySchemaOwner.set(owner, validate);
  }
  return validate;
}

export type { ErrorObject, ValidateFunction };

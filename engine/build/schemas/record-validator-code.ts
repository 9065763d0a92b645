import { createRequire } from 'node:module';
import standaloneCode from 'ajv/dist/standalone';
import { createAjv } from '../../document/ajv';
import { postSchema } from '../../schema/post.schema';
import { serviceContentSchema } from '../../schema/service-content.schema';

/**
 * The validators of one record of each collection `npm run schemas` writes, by file: the
 * schema and the file it comes from.
 */
export const recordValidators = {
  'engine/services/validate-service-record.generated.ts': {
    schema: serviceContentSchema,
    source: 'engine/schema/service-content.schema.ts',
  },
  'engine/posts/validate-post.generated.ts': {
    schema: postSchema,
    source: 'engine/schema/post.schema.ts',
  },
};

const requireHelper = createRequire(import.meta.url);
const helperReference = /require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default/g;

/**
 * The validator of one record as a module of plain JavaScript: imports and the admin's forms
 * run in the browser, whose Content-Security-Policy forbids compiling code there. The code
 * comes from a fresh instance of the project's Ajv configuration, so it is the same on every
 * run.
 */
export function recordValidatorModule({ schema, source }: { schema: object; source: string }) {
  const ajv = createAjv({ code: { source: true, esm: true } });
  const code = standaloneCode(ajv, ajv.compile(schema));
  // Ajv's code requires its runtime helpers (such as ucs2length, for maxLength) by name;
  // a browser module cannot, so each is written out from Ajv's own function.
  const inlined = code.replace(helperReference, (_reference, helper: string) => {
    const { default: fn } = requireHelper(helper) as { default: (...args: never[]) => unknown };
    return `(${fn.toString()})`;
  });
  if (inlined.includes('require('))
    throw new Error('The generated validator still requires a module.');
  return [
    `// Generated from ${source} by \`npm run schemas\`; do not edit.`,
    '// @ts-nocheck',
    inlined,
    '',
  ].join('\n');
}

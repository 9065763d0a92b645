import { safeTextPattern, unsafeTextFinding } from '../schema/safe-text';
import type { ErrorObject } from './ajv';
import type { HumanError } from './human-error';
import type { ProblemCode } from './problem';
import { failedUnions, isReported, reworded, unionOf } from './union-errors';

export type { HumanError };

/** The code of each schema rule an author can break. */
const codeOfKeyword: Record<string, ProblemCode> = {
  required: 'missing-property',
  additionalProperties: 'unknown-property',
  type: 'wrong-type',
  enum: 'not-allowed',
  const: 'not-allowed',
  pattern: 'wrong-format',
  format: 'wrong-format',
  minLength: 'wrong-format',
  maxLength: 'wrong-format',
  minItems: 'wrong-count',
  maxItems: 'wrong-count',
  uniqueItems: 'wrong-count',
  minProperties: 'wrong-count',
  maxProperties: 'wrong-count',
  minimum: 'out-of-range',
  maximum: 'out-of-range',
  exclusiveMinimum: 'out-of-range',
  exclusiveMaximum: 'out-of-range',
  oneOf: 'one-action',
};

interface DescribedSchema {
  description?: string;
  properties?: Record<string, DescribedSchema>;
}

/**
 * Turns Ajv's errors into messages a content author understands, dropping the noise
 * that if/then and oneOf produce around the one error that matters: of a tagged union
 * (a form field's kinds), the errors of the branch its tag picks (union-errors.ts).
 */
export function humanise(
  errors: readonly ErrorObject[],
  blockTypes: readonly string[],
): HumanError[] {
  const unions = failedUnions(errors);
  const oneOfPaths = errors
    .filter((error) => error.keyword === 'oneOf' && !unions.some((union) => union.error === error))
    .map((error) => `${error.instancePath}|${error.schemaPath}/`);
  const inOneOf = (error: ErrorObject) =>
    oneOfPaths.some((prefix) => `${error.instancePath}|${error.schemaPath}`.startsWith(prefix));
  const out: HumanError[] = [];
  for (const error of errors) {
    // `if` only says which branch failed; a property name's own rule is reported by propertyNames.
    if (error.keyword === 'if' || error.propertyName !== undefined) continue;
    const union = unionOf(unions, error);
    if (union ? !isReported(union, error) : inOneOf(error)) continue;
    const path = pointerToPath(error.instancePath);
    const custom = (error.parentSchema as { errorMessage?: Record<string, string> } | undefined)
      ?.errorMessage?.[error.keyword];
    const human = describe(error, path, custom, blockTypes);
    out.push(union ? reworded(union, error, human) : human);
  }
  return dedupe(out);
}

function describe(
  error: ErrorObject,
  path: (string | number)[],
  custom: string | undefined,
  blockTypes: readonly string[],
): HumanError {
  const last = path[path.length - 1];
  if (error.keyword === 'enum' && last === 'type' && path.length === 3 && path[0] === 'blocks') {
    const guess = closest(String(error.data), [...blockTypes]);
    return {
      code: 'unknown-block',
      path,
      message: `unknown block type '${String(error.data)}'; use one of: ${blockTypes.join(', ')}`,
      hint: guess
        ? `Did you mean '${guess}'? docs/blocks.md describes every block type.`
        : 'docs/blocks.md describes every block type.',
    };
  }
  if (error.keyword === 'pattern' && error.params.pattern === safeTextPattern)
    return unsafeText(path, String(error.data));
  const code = codeOfKeyword[error.keyword] ?? 'schema';
  const hint = describedHint(error, last);
  if (custom) return { code, path, message: custom, hint };
  switch (error.keyword) {
    case 'required': {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      const about = (error.parentSchema as DescribedSchema | undefined)?.properties?.[missing]
        ?.description;
      return {
        code,
        path,
        message: error.message ?? `must have required property '${missing}'`,
        hint: `Add \`${missing}:\` here.${about ? ` ${about}` : ''}`,
      };
    }
    case 'propertyNames': {
      const key = String((error.params as { propertyName: string }).propertyName);
      return { code, path, key, message: `the name '${key}' is not allowed here`, hint };
    }
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys(
        (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      const guess = closest(key, known);
      const suggestion = guess
        ? `; did you mean '${guess}'?`
        : known.length
          ? `; allowed: ${known.join(', ')}`
          : '';
      return {
        code,
        path,
        key,
        message: `unknown property '${key}'${suggestion}`,
        hint: known.length ? `Properties allowed here: ${known.join(', ')}.` : undefined,
      };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return {
        code,
        path,
        message: `must be one of: ${allowed.map(String).join(', ')}`,
        hint,
      };
    }
    case 'const':
      return {
        code,
        path,
        message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
        hint,
      };
    case 'type':
      return {
        code,
        path,
        message: `must be ${article((error.params as { type: string }).type)}`,
        hint,
      };
    default:
      return { code, path, message: error.message ?? `fails the ${error.keyword} rule`, hint };
  }
}

/**
 * A text with an unsafe character (safe-text.ts), named and placed as the import names it;
 * the code frame marks the character itself where the file holds it as it is.
 */
function unsafeText(path: (string | number)[], text: string): HumanError {
  const found = unsafeTextFinding(text);
  return {
    code: 'unsafe-character',
    path,
    message: `contains ${found?.words ?? 'a character it cannot keep'}`,
    ...(found?.character === undefined ? {} : { excerpt: found.character }),
  };
}

/** The property's own description as the hint, such as "title: The headline of the page." */
function describedHint(error: ErrorObject, last: string | number | undefined): string | undefined {
  const about = (error.parentSchema as DescribedSchema | undefined)?.description;
  if (!about) return undefined;
  return typeof last === 'string' ? `${last}: ${about}` : about;
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping of keys to values',
  };
  return type
    .split(',')
    .map((part) => words[part] ?? part)
    .join(' or ');
}

function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The known name within two edits of a misspelt one, if any. */
function closest(word: string, candidates: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(word.toLowerCase(), name.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function dedupe(errors: HumanError[]): HumanError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const id = `${error.path.join('/')}|${error.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

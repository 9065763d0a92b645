import type { ErrorObject, ValidateFunction } from 'ajv';
import { safeTextPattern } from '../schema/safe-text';
import { safeImageUrlPattern, slugPattern, videoIdPattern } from '../schema/service-rules';

/** Which rule of a collection's schema a value breaks; each reader words it its own way. */
export type RecordRule =
  | 'required'
  | 'slug'
  | 'image-url'
  | 'video-id'
  | 'unsafe-character'
  | 'too-long'
  | 'too-many'
  | 'invalid';

export interface RecordProblem {
  /** The record field, such as `pains` (also for one of its items). */
  field: string;
  /** Where in the record: `['pains', 2]`, `['translations', 'ar', 'name']`. */
  path: (string | number)[];
  rule: RecordRule;
  /** The offending value: the field's, or its item's. */
  value: unknown;
  /** The limit a `too-long` or `too-many` value exceeds. */
  limit?: number;
  /** Ajv's own words, for a rule without words of its reader. */
  message: string;
}

const ruleOfPattern: Readonly<Record<string, RecordRule>> = {
  [slugPattern]: 'slug',
  [safeImageUrlPattern]: 'image-url',
  [videoIdPattern]: 'video-id',
  [safeTextPattern]: 'unsafe-character',
};

function ruleOf(error: ErrorObject): RecordRule {
  const pattern = (error.parentSchema as { pattern?: string } | undefined)?.pattern;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'pattern':
      return ruleOfPattern[String(error.params.pattern)] ?? 'invalid';
    // A slug's length is part of its form.
    case 'maxLength':
      return pattern === slugPattern ? 'slug' : 'too-long';
    case 'maxItems':
      return 'too-many';
    default:
      return 'invalid';
  }
}

// A JSON pointer's segments, list indexes as numbers (no key of a record is all digits).
const segmentsOf = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

function toProblem(error: ErrorObject): RecordProblem {
  const rule = ruleOf(error);
  const path = segmentsOf(error.instancePath);
  if (rule === 'required') path.push(String(error.params.missingProperty));
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  return {
    field: String(path[0] ?? ''),
    path,
    rule,
    value: error.data,
    // The schema's own words for the rule, where it has them (`errorMessage`), else Ajv's.
    message:
      (error.parentSchema as { errorMessage?: Record<string, string> } | undefined)?.errorMessage?.[
        error.keyword
      ] ??
      error.message ??
      '',
    ...(limit === undefined ? {} : { limit }),
  };
}

/**
 * What is wrong with a record by its collection's schema, as `validateRecord` checks it: each
 * rule a field breaks, once (for a list, at its first item that breaks it), in the order of
 * the schema; nothing when the record is valid. `validateRecord` is the code Ajv generated
 * from the schema (engine/build/schemas/record-validator-code.ts), so the browser runs it as
 * the server does.
 */
export function checkRecord(validateRecord: ValidateFunction, record: unknown): RecordProblem[] {
  if (validateRecord(record)) return [];
  const seen = new Set<string>();
  return (validateRecord.errors ?? []).map(toProblem).filter((problem) => {
    // A list's items are one field: the first item that breaks a rule speaks for the rest.
    const key = `${problem.path.filter((segment) => typeof segment === 'string').join('.')}|${problem.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

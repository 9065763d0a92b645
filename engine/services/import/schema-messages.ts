import { formatPath, type ProblemCode } from '../../document/problem';
import { unsafeTextFinding } from '../../schema/safe-text';
import type { ServiceProblem, ServiceRule } from '../check-service-record';
import { IMPORT_MESSAGES } from './messages';
import type { ItemFinding } from './types';

// The codes `sitectl validate` gives the same rules of the schema (humanise.ts).
const wordsOf: Readonly<
  Record<
    Exclude<ServiceRule, 'required' | 'unsafe-character'>,
    [ProblemCode, (problem: ServiceProblem) => string]
  >
> = {
  slug: ['wrong-format', () => IMPORT_MESSAGES.invalidSlug],
  'image-url': ['wrong-format', () => IMPORT_MESSAGES.unsafeImageUrl],
  'video-id': ['wrong-format', () => IMPORT_MESSAGES.invalidVideoId],
  'too-long': ['wrong-format', ({ path }) => IMPORT_MESSAGES.textTooLong(formatPath(path))],
  'too-many': ['wrong-count', ({ path }) => IMPORT_MESSAGES.listTooLong(formatPath(path))],
  invalid: [
    'schema',
    ({ path, message }) => IMPORT_MESSAGES.invalidField(formatPath(path), message),
  ],
};

// The value's first unsafe character (safe-text.ts), named, and marked where the file holds it.
function unsafeCharacter({ field, path, value }: ServiceProblem): ItemFinding {
  const found = unsafeTextFinding(String(value));
  return {
    code: 'unsafe-character',
    message: IMPORT_MESSAGES.unsafeCharacterInField(
      formatPath(path),
      found?.words ?? 'a character it cannot keep',
    ),
    field,
    at: path,
    ...(found?.character === undefined ? {} : { excerpt: found.character }),
  };
}

/**
 * The import's words for what the service content schema refuses in a record: the missing
 * fields in one finding, and one finding for each other problem.
 */
export function schemaMessages(problems: readonly ServiceProblem[]): {
  missing: ItemFinding[];
  others: ItemFinding[];
} {
  const missing = problems.filter((problem) => problem.rule === 'required');
  const message = IMPORT_MESSAGES.missingFields(missing.map((problem) => formatPath(problem.path)));
  return {
    missing: missing.length > 0 ? [{ code: 'missing-property', message }] : [],
    others: problems.flatMap((problem) => {
      if (problem.rule === 'required') return [];
      if (problem.rule === 'unsafe-character') return [unsafeCharacter(problem)];
      const [code, words] = wordsOf[problem.rule];
      return [{ code, message: words(problem), field: problem.field, at: problem.path }];
    }),
  };
}

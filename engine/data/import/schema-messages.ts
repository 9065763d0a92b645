import { findControlCharacter } from '../../document/control-characters';
import type { ProblemCode } from '../../document/problem';
import type { ServiceProblem, ServiceRule } from '../check-service-record';
import { IMPORT_MESSAGES } from './messages';
import type { ItemFinding } from './types';

// The codes `sitectl validate` gives the same rules of the schema (humanise.ts).
const wordsOf: Readonly<
  Record<Exclude<ServiceRule, 'required'>, [ProblemCode, (problem: ServiceProblem) => string]>
> = {
  slug: ['wrong-format', () => IMPORT_MESSAGES.invalidSlug],
  'image-url': ['wrong-format', () => IMPORT_MESSAGES.unsafeImageUrl],
  'video-id': ['wrong-format', () => IMPORT_MESSAGES.invalidVideoId],
  'control-character': [
    'wrong-format',
    ({ field, value }) =>
      IMPORT_MESSAGES.controlCharacterInField(
        field,
        findControlCharacter(String(value))?.code ?? '',
      ),
  ],
  'too-long': ['wrong-format', ({ field }) => IMPORT_MESSAGES.textTooLong(field)],
  'too-many': ['wrong-count', ({ field }) => IMPORT_MESSAGES.listTooLong(field)],
  invalid: ['schema', ({ field, message }) => IMPORT_MESSAGES.invalidField(field, message)],
};

/**
 * The import's words for what the service content schema refuses in a record: the missing
 * fields in one finding, and one finding for each other problem.
 */
export function schemaMessages(problems: readonly ServiceProblem[]): {
  missing: ItemFinding[];
  others: ItemFinding[];
} {
  const missing = problems.filter((problem) => problem.rule === 'required');
  const message = IMPORT_MESSAGES.missingFields(missing.map((problem) => problem.field));
  return {
    missing: missing.length > 0 ? [{ code: 'missing-property', message }] : [],
    others: problems.flatMap((problem) => {
      if (problem.rule === 'required') return [];
      const [code, words] = wordsOf[problem.rule];
      return [{ code, message: words(problem), field: problem.field }];
    }),
  };
}

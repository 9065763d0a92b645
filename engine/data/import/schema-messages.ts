import type { ServiceProblem, ServiceRule } from '../check-service-record';
import { findControlCharacter } from './control-characters';
import { IMPORT_MESSAGES } from './messages';

const wordsOf: Readonly<
  Record<Exclude<ServiceRule, 'required'>, (problem: ServiceProblem) => string>
> = {
  slug: () => IMPORT_MESSAGES.invalidSlug,
  'image-url': () => IMPORT_MESSAGES.unsafeImageUrl,
  'video-id': () => IMPORT_MESSAGES.invalidVideoId,
  'control-character': ({ field, value }) =>
    IMPORT_MESSAGES.controlCharacterInField(field, findControlCharacter(String(value))?.code ?? ''),
  'too-long': ({ field }) => IMPORT_MESSAGES.textTooLong(field),
  'too-many': ({ field }) => IMPORT_MESSAGES.listTooLong(field),
  invalid: ({ field, message }) => IMPORT_MESSAGES.invalidField(field, message),
};

/**
 * The import's words for what the service content schema refuses in a record: the missing
 * fields in one message, and one message for each other problem.
 */
export function schemaMessages(problems: readonly ServiceProblem[]): {
  missing: string[];
  others: string[];
} {
  const missing = problems.filter((problem) => problem.rule === 'required');
  return {
    missing: missing.length > 0 ? [IMPORT_MESSAGES.missingFields(missing.map((p) => p.field))] : [],
    others: problems.flatMap((problem) =>
      problem.rule === 'required' ? [] : [wordsOf[problem.rule](problem)],
    ),
  };
}

import type { ErrorObject } from 'ajv';
import { fieldMessage, fillMessage } from './form-messages';
import type { FieldKind, FormDefinition, FormMessages, MessageKey } from './form-types';
import { MAX_ANSWER_LENGTH } from './lead-values';

/** One answer the server did not accept, named by its field. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Ajv's errors for a form's answers in the words the form uses (`messages`, the site's
 * catalogue with the form's own wording), one per field, in the form's order. A field the
 * form does not declare is named as such.
 */
export function leadProblems(
  form: FormDefinition,
  errors: readonly ErrorObject[],
  messages: FormMessages,
): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      const extra = String((error.params as { additionalProperty: string }).additionalProperty);
      byField.set(extra, fillMessage(messages, 'unknownField', { name: extra.slice(0, 40) }));
      continue;
    }
    const name = error.instancePath.split('/')[1] ?? '';
    const field = form.fields.find((candidate) => candidate.name === name);
    if (!field || byField.has(name)) continue;
    const kind = field.kind ?? 'text';
    const key = messageKey(error.keyword, kind);
    byField.set(name, fieldMessage(messages, key, field, { max: MAX_ANSWER_LENGTH[kind] }));
  }
  const order = form.fields.map((field) => field.name);
  return [...byField]
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([field, message]) => ({ field, message }));
}

/** The message for the rule an answer broke. */
function messageKey(keyword: string, kind: FieldKind): MessageKey {
  if (keyword === 'minLength') return kind === 'select' ? 'choose' : 'required';
  if (keyword === 'const' && kind === 'checkbox') return 'tick';
  if (keyword === 'maxLength') return 'tooLong';
  if (kind === 'email' && keyword !== 'type') return 'email';
  if (kind === 'select' && keyword !== 'type') return 'option';
  return 'invalid';
}

const rank = (order: string[], name: string) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

import type { ErrorObject } from 'ajv';
import type { FieldProblem } from '../errors/data-request-error';
import { fieldMessage, fillMessage } from './form-messages';
import type { FormDefinition, FormMessages } from './form-types';
import { kindOf } from './kinds';
import { ruleOfAnswerKeyword } from './kinds/field-kind';

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
    const kind = kindOf(field);
    const key = kind.messages[ruleOf(error)];
    byField.set(name, fieldMessage(messages, key, field, { max: kind.maxLength }));
  }
  const order = form.fields.map((field) => field.name);
  return [...byField]
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([field, message]) => ({ field, message }));
}

/**
 * The rule an answer broke: the keyword of its answer schema that failed, at the answer's
 * own level (`#/properties/<field>/<keyword>`), so a failed email pattern inside `anyOf` is
 * a `format` rule, not the `const: ''` beside it.
 */
function ruleOf(error: ErrorObject) {
  return ruleOfAnswerKeyword(error.schemaPath.split('/')[3] ?? error.keyword);
}

const rank = (order: string[], name: string) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

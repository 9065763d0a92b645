import type { ErrorObject } from 'ajv';
import { fieldMessages } from './field-messages';
import type { FormDefinition } from './form-types';
import { MAX_ANSWER_LENGTH } from './lead-values';

/** One answer the server did not accept, named by its field. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Ajv's errors for a form's answers in the words the form uses, one per field, in the
 * form's order. A field the form does not declare is named as such.
 */
export function leadProblems(form: FormDefinition, errors: readonly ErrorObject[]): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      const extra = String((error.params as { additionalProperty: string }).additionalProperty);
      byField.set(extra, `This form has no field "${extra.slice(0, 40)}"`);
      continue;
    }
    const name = error.instancePath.split('/')[1] ?? '';
    const field = form.fields.find((candidate) => candidate.name === name);
    if (!field || byField.has(name)) continue;
    const kind = field.kind ?? 'text';
    let message: string;
    if (error.keyword === 'minLength') message = fieldMessages.required(field);
    else if (error.keyword === 'const' && kind === 'checkbox') message = fieldMessages.tick();
    else if (error.keyword === 'maxLength')
      message = fieldMessages.tooLong(field, MAX_ANSWER_LENGTH[kind]);
    else if (kind === 'email' && error.keyword !== 'type') message = fieldMessages.email();
    else if (kind === 'select' && error.keyword !== 'type') message = fieldMessages.option(field);
    else message = fieldMessages.invalid(field);
    byField.set(name, message);
  }
  const order = form.fields.map((field) => field.name);
  return [...byField]
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([field, message]) => ({ field, message }));
}

const rank = (order: string[], name: string) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

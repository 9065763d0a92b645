import { fieldMessage } from './form-messages';
import type { FormField, FormMessages } from './form-types';
import { kindOf } from './kinds';
import type { AnswerRule } from './kinds/field-kind';
import { isStorableText } from './storable-text';
import type { FormValues } from './form-types';

/** Messages on the fields that block a submission, by field name. */
export type FieldErrors = Record<string, string>;

export interface FieldRules {
  messages: FormMessages;
  /** The longest answer any field takes; by default what a lead keeps for each kind. */
  maxLength?: number;
}

/** Messages for each field that blocks submission, keyed by field name. */
export function validateFields(
  fields: readonly FormField[],
  values: FormValues,
  { messages, maxLength }: FieldRules,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const kind = kindOf(field);
    const max = maxLength ?? kind.maxLength;
    const rule = brokenRule(field, values[field.name], max);
    if (rule) errors[field.name] = fieldMessage(messages, kind.messages[rule], field, { max });
  }
  return errors;
}

/** The rule an answer breaks, if any, checked as the server checks it. */
function brokenRule(
  field: FormField,
  value: FormValues[string] | undefined,
  max: number,
): AnswerRule | null {
  const kind = kindOf(field);
  const answer = kind.normalise(value, field);
  const text = typeof answer === 'string' ? answer : '';
  if (field.required && answer === kind.empty) return 'missing';
  if (text.length > max) return 'tooLong';
  if (!isStorableText(text, kind.multiline)) return 'characters';
  if (kind.format && text !== '' && !kind.format.test(text)) return 'format';
  return null;
}

/** Starting values: each field's default, or its kind's empty answer. */
export function initialValues(fields: readonly FormField[], preset: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] = preset[field.name] ?? field.default ?? kindOf(field).empty;
  }
  return values;
}

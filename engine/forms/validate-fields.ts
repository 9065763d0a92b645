import { fieldMessage } from './form-messages';
import type { FormField, FormMessages, MessageKey } from './form-types';
import { EMAIL_PATTERN, MAX_ANSWER_LENGTH } from './lead-values';
import { isStorableText } from './storable-text';
import type { FormValues } from './submit-form';

const emailPattern = new RegExp(EMAIL_PATTERN);

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
    const max = maxLength ?? MAX_ANSWER_LENGTH[field.kind ?? 'text'];
    const problem = problemOf(field, values[field.name], max);
    if (problem) errors[field.name] = fieldMessage(messages, problem, field, { max });
  }
  return errors;
}

/** Which message an answer calls for, if any. */
function problemOf(
  field: FormField,
  value: FormValues[string] | undefined,
  max: number,
): MessageKey | null {
  const kind = field.kind ?? 'text';
  const text = typeof value === 'string' ? value.trim() : '';
  if (field.required && kind === 'checkbox' && value !== true) return 'tick';
  if (field.required && kind !== 'checkbox' && text === '')
    return kind === 'select' ? 'choose' : 'required';
  if (text.length > max) return 'tooLong';
  if (!isStorableText(text, kind === 'textarea')) return 'characters';
  if (kind === 'email' && text !== '' && !emailPattern.test(text)) return 'email';
  return null;
}

/** Starting values: each field's default, or empty. */
export function initialValues(fields: readonly FormField[], preset: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] =
      preset[field.name] ?? field.default ?? (field.kind === 'checkbox' ? false : '');
  }
  return values;
}

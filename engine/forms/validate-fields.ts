import { fieldMessages } from './field-messages';
import type { FormField } from './form-types';
import { EMAIL_PATTERN, MAX_ANSWER_LENGTH } from './lead-values';
import type { FormValues } from './submit-form';

const emailPattern = new RegExp(EMAIL_PATTERN);

/** Messages for each field that blocks submission, keyed by field name. */
export function validateFields(fields: FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.required && field.kind !== 'checkbox' && text === '') {
      errors[field.name] = fieldMessages.required(field);
    } else if (field.required && field.kind === 'checkbox' && value !== true) {
      errors[field.name] = fieldMessages.tick();
    } else if (text.length > MAX_ANSWER_LENGTH[field.kind ?? 'text']) {
      errors[field.name] = fieldMessages.tooLong(field, MAX_ANSWER_LENGTH[field.kind ?? 'text']);
    } else if (field.kind === 'email' && text !== '' && !emailPattern.test(text)) {
      errors[field.name] = fieldMessages.email();
    }
  }
  return errors;
}

/** Starting values: each field's default, or empty. */
export function initialValues(fields: FormField[], preset: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] =
      preset[field.name] ?? field.default ?? (field.kind === 'checkbox' ? false : '');
  }
  return values;
}

import type { FormField } from './form-types';
import type { FormValues } from './submit-form';

// The browser's own email check, minus what it allows but mail servers reject.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Messages for each field that blocks submission, keyed by field name. */
export function validateFields(fields: FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.required && field.kind !== 'checkbox' && text === '') {
      errors[field.name] =
        field.kind === 'select'
          ? `Choose ${field.label.toLowerCase()}`
          : `${field.label} is required`;
    } else if (field.required && field.kind === 'checkbox' && value !== true) {
      errors[field.name] = 'Tick this box to continue';
    } else if (field.kind === 'email' && text !== '' && !emailPattern.test(text)) {
      errors[field.name] = 'Enter a valid email address, like name@company.com';
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

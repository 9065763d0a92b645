import type { FormField } from './form-types';

/**
 * What a visitor reads when an answer is not accepted, in one place for the browser's
 * checks and the server's.
 */
export const fieldMessages = {
  required: (field: FormField) =>
    field.kind === 'select' ? `Choose ${field.label.toLowerCase()}` : `${field.label} is required`,
  tick: () => 'Tick this box to continue',
  email: () => 'Enter a valid email address, like name@company.com',
  tooLong: (field: FormField, max: number) =>
    `${field.label} is too long: keep it to ${max.toLocaleString('en-US')} characters`,
  option: (field: FormField) => `Choose one of the options for ${field.label.toLowerCase()}`,
  invalid: (field: FormField) => `${field.label} could not be read; type it again`,
};

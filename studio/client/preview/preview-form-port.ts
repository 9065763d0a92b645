import type { FormPort } from '../../../engine/forms/form-port';

/**
 * Forms in the preview show as on the site but send nothing: no ticket is asked of a server
 * the studio is not, and no answer can be sent, as the preview takes every click and press
 * of a submit button for "show me the source" (preview-main.tsx).
 */
export const previewFormPort: FormPort = {
  handsOutTickets: false,
  submitForm: () =>
    Promise.reject(new Error('The studio preview sends no form: leads arrive on the site.')),
};

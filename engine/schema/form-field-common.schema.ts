import { nonEmptyText } from './text.schema';

/**
 * What every kind of form field takes, with the defaults every field gets. Apart from the
 * union of kinds (form-field.schema.ts), so the admin's dialogs, which declare fields in the
 * browser, load no kind's props with it.
 */
export const commonFieldProperties = {
  name: {
    type: 'string',
    pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
    description:
      'The key the answer is stored under in the lead, such as email or companySize (letters, digits and _).',
  },
  label: nonEmptyText('The label shown on the field.'),
  required: {
    type: 'boolean',
    default: false,
    description: 'When true, the form is not sent until this field has an answer.',
  },
  placeholder: {
    type: 'string',
    description: 'Greyed-out sample text shown in the empty field.',
  },
  helperText: { type: 'string', description: 'A short hint shown under the field.' },
  default: {
    type: ['string', 'boolean'],
    description:
      'The answer filled in when the page opens (true or false for a checkbox), before any fromQuery preset.',
  },
  fromQuery: {
    type: 'string',
    pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$',
    description:
      'A query parameter of the page address that presets this field, such as service for /contact?service=cloud.',
  },
  half: {
    type: 'boolean',
    default: false,
    description: 'Half the width on wide screens, so two short fields share a row.',
  },
  autoComplete: {
    type: 'string',
    description:
      'What the browser may fill in for the visitor, as an HTML autocomplete token such as name, email, tel or organization.',
  },
} as const;

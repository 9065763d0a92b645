import { elementIdPattern } from './action.schema';
import { formMessagesSchema } from './form-messages.schema';

const optionSchema = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: {
    // Never empty: a select cannot offer an option with no value.
    value: {
      type: 'string',
      minLength: 1,
      description: 'What the form sends when this option is chosen, such as cloud.',
    },
    label: { type: 'string', minLength: 1, description: 'What the visitor sees in the list.' },
  },
} as const;

export const formFieldSchema = {
  type: 'object',
  required: ['name', 'label'],
  additionalProperties: false,
  properties: {
    name: {
      type: 'string',
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
      description:
        'The key the answer is stored under in the lead, such as email or companySize (letters, digits and _).',
    },
    label: { type: 'string', minLength: 1, description: 'The label shown on the field.' },
    kind: {
      type: 'string',
      enum: ['text', 'email', 'tel', 'url', 'textarea', 'select', 'checkbox', 'hidden'],
      default: 'text',
      description:
        'The kind of input: a line of text, an email address, a phone number, a web address, several lines (textarea), a choice from options (select), a tick box (checkbox), or a value sent without being shown (hidden).',
    },
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
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: 12,
      default: 3,
      description: 'For a textarea: how many lines tall it starts.',
    },
    grow: {
      type: 'boolean',
      description:
        'For a textarea: true lets it grow with its text from rows lines tall; otherwise it keeps that height and scrolls.',
    },
    options: {
      type: 'array',
      items: optionSchema,
      minItems: 1,
      description: 'For a select: the choices, in the order shown.',
    },
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
    queryMap: {
      type: 'object',
      additionalProperties: { type: 'string', minLength: 1 },
      description:
        'For a select with fromQuery: which option a query value picks (query value: option value). Any other value is kept as an extra option.',
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
  },
} as const;

/** A form declared in YAML: its fields, submit label and confirmation toast. */
export const formSchema = {
  type: 'object',
  description:
    'A form: its fields, the submit button and the confirmation shown once the answers are stored as a lead.',
  required: ['name', 'fields', 'submitLabel', 'toast'],
  additionalProperties: false,
  properties: {
    name: {
      type: 'string',
      pattern: elementIdPattern,
      description:
        'Names the form among the leads staff read, such as join or contact (lowercase letters, digits and hyphens).',
    },
    fields: {
      type: 'array',
      items: formFieldSchema,
      minItems: 1,
      description: 'The questions, in order.',
    },
    submitLabel: { type: 'string', minLength: 1, description: 'The words on the submit button.' },
    note: {
      type: 'string',
      description: 'Small print under the submit button, such as how the answers are used.',
    },
    toast: {
      type: 'object',
      description: 'The confirmation that pops up once the answers are stored.',
      required: ['title', 'text'],
      additionalProperties: false,
      properties: {
        title: {
          type: 'string',
          minLength: 1,
          description: 'The bold first line, such as "Request Submitted!".',
        },
        text: { type: 'string', minLength: 1, description: 'What happens next.' },
      },
    },
    messages: formMessagesSchema,
  },
  examples: [
    {
      name: 'office-hours',
      submitLabel: 'Reserve My Slot',
      fields: [
        { name: 'name', label: 'Full Name', required: true, autoComplete: 'name' },
        { name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true },
      ],
      toast: { title: 'Slot Reserved!', text: 'See you on Thursday.' },
      messages: { required: 'Please tell us your {lowercaseLabel}', tick: 'Tick the box to agree' },
    },
  ],
} as const;

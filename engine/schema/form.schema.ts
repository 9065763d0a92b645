import { elementIdPattern } from './action.schema';

const optionSchema = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: {
    /** Never empty: a select cannot offer an option with no value. */
    value: { type: 'string', minLength: 1 },
    label: { type: 'string', minLength: 1 },
  },
} as const;

export const formFieldSchema = {
  type: 'object',
  required: ['name', 'label'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
    label: { type: 'string', minLength: 1 },
    kind: {
      type: 'string',
      enum: ['text', 'email', 'tel', 'url', 'textarea', 'select', 'checkbox', 'hidden'],
      default: 'text',
    },
    required: { type: 'boolean', default: false },
    placeholder: { type: 'string' },
    helperText: { type: 'string' },
    /** Rows of a textarea: 3 everywhere but the contact form. */
    rows: { type: 'integer', minimum: 1, maximum: 12, default: 3 },
    options: { type: 'array', items: optionSchema, minItems: 1 },
    /** Initial value, before any `fromQuery` preset. */
    default: { type: ['string', 'boolean'] },
    fromQuery: {
      type: 'string',
      pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$',
      description: 'Query parameter that presets this field once the page runs, e.g. service',
    },
    queryMap: {
      type: 'object',
      additionalProperties: { type: 'string', minLength: 1 },
      description:
        'For a select: query value → option value. Any other slug is kept as an extra option.',
    },
    /** Half-width on wide screens, so two short fields share a row. */
    half: { type: 'boolean', default: false },
    autoComplete: { type: 'string' },
  },
} as const;

/** A form declared in YAML: its fields, submit label and confirmation toast. */
export const formSchema = {
  type: 'object',
  required: ['name', 'fields', 'submitLabel', 'toast'],
  additionalProperties: false,
  properties: {
    /** Names the form in the submission log, e.g. "join" or "contact". */
    name: { type: 'string', pattern: elementIdPattern },
    fields: { type: 'array', items: formFieldSchema, minItems: 1 },
    submitLabel: { type: 'string', minLength: 1 },
    note: { type: 'string' },
    toast: {
      type: 'object',
      required: ['title', 'text'],
      additionalProperties: false,
      properties: {
        title: { type: 'string', minLength: 1 },
        text: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;

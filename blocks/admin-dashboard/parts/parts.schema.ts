import { iconSchema } from '../../../engine/schema/icon-names';

const text = { type: 'string', minLength: 1 } as const;

/** A toast: a bold title and a line of text. */
export const noticeSchema = {
  type: 'object',
  required: ['title', 'text'],
  additionalProperties: false,
  properties: { title: text, text },
} as const;

/** A calendar date such as 2024-11-18 (quoted in YAML). */
export const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const countSchema = { type: 'integer', minimum: 0 } as const;

/** Headline figures shown as a row of cards. */
export const statListSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 4,
  items: {
    type: 'object',
    required: ['label', 'value'],
    additionalProperties: false,
    properties: {
      label: text,
      value: text,
      /** A short note under the figure, such as "+8.2% vs last month". */
      detail: { type: 'string' },
      icon: iconSchema,
    },
  },
} as const;

/** A sub-tab: its label, and the message it shows when it has nothing yet. */
export const subTabSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: { label: text, comingSoon: { type: 'string', default: 'Coming soon.' } },
} as const;

/** A search box over a list, with the message for a search that finds nothing. */
export const searchSchema = {
  type: 'object',
  required: ['label', 'noMatches'],
  additionalProperties: false,
  properties: {
    label: text,
    placeholder: { type: 'string' },
    noMatches: text,
  },
} as const;

const optionalText = (value: string) => ({ type: 'string', minLength: 1, default: value }) as const;

/** The labels of a paged list's controls. */
export const paginationSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  properties: {
    /** `{page}` and `{pages}` are numbers. */
    pageOf: optionalText('Page {page} of {pages}'),
    previous: optionalText('Previous page'),
    next: optionalText('Next page'),
    first: optionalText('First page'),
    last: optionalText('Last page'),
  },
} as const;

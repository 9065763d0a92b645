import { dateSchema, statListSchema, subTabSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;
const cellSchema = { type: ['string', 'number'] } as const;

export const reportSchema = {
  type: 'object',
  required: ['name', 'type', 'period', 'status'],
  additionalProperties: false,
  properties: {
    name: text,
    type: text,
    period: text,
    status: { type: 'string', enum: ['Ready', 'Generating'] },
    generated: dateSchema,
    /** The table the downloaded CSV holds; a Ready report needs it. */
    data: {
      type: 'object',
      required: ['columns', 'rows'],
      additionalProperties: false,
      properties: {
        columns: { type: 'array', items: text, minItems: 1, maxItems: 20 },
        rows: {
          type: 'array',
          maxItems: 500,
          items: { type: 'array', items: cellSchema, minItems: 1, maxItems: 20 },
        },
      },
    },
  },
  if: { properties: { status: { const: 'Ready' } } },
  then: { required: ['data'] },
} as const;

/** The Reports tab: figures and the report list on the overview, other sub-tabs to come. */
export const reportsTabSchema = {
  type: 'object',
  required: ['label', 'stats', 'subTabs', 'reports'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    stats: statListSchema,
    subTabs: {
      type: 'object',
      required: ['overview', 'website', 'marketing', 'business'],
      additionalProperties: false,
      properties: {
        overview: subTabSchema,
        website: subTabSchema,
        marketing: subTabSchema,
        business: subTabSchema,
      },
    },
    listHeading: { type: 'string', default: 'Reports' },
    reports: { type: 'array', items: reportSchema, maxItems: 50 },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        Ready: { type: 'string', default: 'Ready' },
        Generating: { type: 'string', default: 'Generating' },
      },
    },
    downloadLabel: { type: 'string', default: 'Download' },
    generatingLabel: { type: 'string', default: 'Generating…' },
    generatingHint: {
      type: 'string',
      default: 'Being generated; the download opens when it is ready.',
    },
    /** `{date}` is when the report was generated. */
    generatedLabel: { type: 'string', default: 'Generated {date}' },
  },
} as const;

import { countSchema, dateSchema, statListSchema, subTabSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;

export const campaignSchema = {
  type: 'object',
  required: ['name', 'status', 'opens', 'clicks', 'subscribers'],
  additionalProperties: false,
  properties: {
    name: text,
    status: { type: 'string', enum: ['sent', 'scheduled', 'draft'] },
    /** When it was sent, or is scheduled to be sent; a draft has none. */
    date: dateSchema,
    opens: countSchema,
    clicks: countSchema,
    subscribers: countSchema,
  },
} as const;

/** The Email Marketing tab: four figures, and sub-tabs of which campaigns holds data. */
export const emailTabSchema = {
  type: 'object',
  required: ['label', 'stats', 'subTabs', 'campaigns'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    stats: statListSchema,
    subTabs: {
      type: 'object',
      required: ['campaigns', 'subscribers', 'templates', 'automation'],
      additionalProperties: false,
      properties: {
        campaigns: subTabSchema,
        subscribers: subTabSchema,
        templates: subTabSchema,
        automation: subTabSchema,
      },
    },
    campaigns: { type: 'array', items: campaignSchema, maxItems: 50 },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        sent: { type: 'string', default: 'Sent' },
        scheduled: { type: 'string', default: 'Scheduled' },
        draft: { type: 'string', default: 'Draft' },
      },
    },
    /** `{date}` is the campaign's date. */
    dateLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        sent: { type: 'string', default: 'Sent {date}' },
        scheduled: { type: 'string', default: 'Scheduled for {date}' },
        draft: { type: 'string', default: 'Not scheduled yet' },
      },
    },
    metricLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        opens: { type: 'string', default: 'Opens' },
        clicks: { type: 'string', default: 'Clicks' },
        subscribers: { type: 'string', default: 'Subscribers' },
      },
    },
  },
} as const;

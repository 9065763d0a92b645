import { countSchema, dateSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;

export const resourceTypes = ['document', 'video', 'template'] as const;

export const adminResourceSchema = {
  type: 'object',
  required: ['title', 'type', 'category', 'date'],
  additionalProperties: false,
  properties: {
    title: text,
    type: { type: 'string', enum: resourceTypes },
    category: text,
    date: dateSchema,
    /** Documents and templates count downloads, videos count views. */
    downloads: countSchema,
    views: countSchema,
    /** A file's size, such as "2.4 MB", or a video's duration, such as "18:24". */
    size: { type: 'string' },
    duration: { type: 'string' },
  },
} as const;

const filterSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: text,
    /** Shown when no resource of this kind exists. */
    empty: { type: 'string', default: 'Nothing here yet.' },
  },
} as const;

/** The Resources tab: every resource, and one sub-tab per kind that filters them. */
export const resourcesTabSchema = {
  type: 'object',
  required: ['label', 'subTabs', 'resources'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    subTabs: {
      type: 'object',
      required: ['all', 'documents', 'videos', 'templates'],
      additionalProperties: false,
      properties: {
        all: filterSchema,
        documents: filterSchema,
        videos: filterSchema,
        templates: filterSchema,
      },
    },
    resources: { type: 'array', items: adminResourceSchema, maxItems: 100 },
    typeLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        document: { type: 'string', default: 'Document' },
        video: { type: 'string', default: 'Video' },
        template: { type: 'string', default: 'Template' },
      },
    },
    /** `{count}` is a formatted number. */
    downloadsLabel: { type: 'string', default: '{count} downloads' },
    viewsLabel: { type: 'string', default: '{count} views' },
  },
} as const;

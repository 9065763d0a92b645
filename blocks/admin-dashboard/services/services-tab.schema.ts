import { noticeSchema, paginationSchema, searchSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;

const fieldSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: { label: text, helperText: { type: 'string' }, placeholder: { type: 'string' } },
} as const;

/** The Add New Service dialog: one entry per column of service_content_feed. */
export const addServiceSchema = {
  type: 'object',
  required: ['buttonLabel', 'title', 'submitLabel', 'cancelLabel', 'fields', 'toasts'],
  additionalProperties: false,
  properties: {
    buttonLabel: text,
    title: text,
    description: { type: 'string' },
    submitLabel: text,
    cancelLabel: text,
    fields: {
      type: 'object',
      required: [
        'name',
        'slug',
        'parent',
        'h1',
        'hero',
        'intro',
        'meta_title',
        'meta_description',
        'cta_label',
        'pains',
        'solutions',
        'brands',
        'image_url',
        'image_alt',
        'video_id',
      ],
      additionalProperties: false,
      properties: {
        name: fieldSchema,
        slug: fieldSchema,
        parent: fieldSchema,
        h1: fieldSchema,
        hero: fieldSchema,
        intro: fieldSchema,
        meta_title: fieldSchema,
        meta_description: fieldSchema,
        cta_label: fieldSchema,
        pains: fieldSchema,
        solutions: fieldSchema,
        brands: fieldSchema,
        image_url: fieldSchema,
        image_alt: fieldSchema,
        video_id: fieldSchema,
      },
    },
    /** Field messages; `{label}` is the field's label, `{slug}` the slug typed. */
    messages: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        required: { type: 'string', default: '{label} is required' },
        invalidSlug: {
          type: 'string',
          default:
            'Use lowercase letters and digits in words joined by single hyphens, such as managed-it (at most 100 characters).',
        },
        unsafeImageUrl: {
          type: 'string',
          default: 'Use an https:// address or a path on this site starting with /.',
        },
        invalidVideo: {
          type: 'string',
          default: 'Use an 11-character YouTube video id or a youtube.com / youtu.be link.',
        },
        slugTaken: {
          type: 'string',
          default: 'The slug "{slug}" is already used by another service. Choose another one.',
        },
      },
    },
    toasts: {
      type: 'object',
      required: ['created', 'slugTaken', 'failed'],
      additionalProperties: false,
      properties: {
        /** `{slug}` is the new service's slug. */
        created: noticeSchema,
        slugTaken: noticeSchema,
        failed: noticeSchema,
      },
    },
  },
} as const;

/** The Services tab: the service content records, searchable, and the Add New Service dialog. */
export const servicesTabSchema = {
  type: 'object',
  required: ['label', 'search', 'loading', 'empty', 'addService'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    search: searchSchema,
    loading: text,
    /** Shown when there are no services and no search. */
    empty: text,
    loadFailed: { type: 'string', default: 'The services could not be loaded.' },
    retryLabel: { type: 'string', default: 'Try Again' },
    /** `{shown}` and `{total}` are counts. */
    resultCount: { type: 'string', default: 'Showing {shown} of {total} services' },
    card: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        parent: { type: 'string', default: 'Category' },
        h1: { type: 'string', default: 'Page title' },
        updated: { type: 'string', default: 'Updated' },
      },
    },
    /** On a phone the services come a page at a time. */
    pagination: paginationSchema,
    addService: addServiceSchema,
  },
} as const;

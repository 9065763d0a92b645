import { sitePathPattern } from './site-path';
import { actionSchema } from './action.schema';

const textList = (description: string) =>
  ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    maxItems: 12,
    description,
  }) as const;

const text = (description: string) => ({ type: 'string', description }) as const;

/**
 * A template page's record: which data it renders (a service content row, looked up
 * by the route's `slug`), what shows while it loads or when there is none, and the
 * content generated when a lookup fails. `{name}` in the fallback is the service name
 * made from the slug; blocks reach the record's fields as `{record.<field>}`.
 */
export const recordSpecSchema = {
  type: 'object',
  title: 'Record',
  description:
    'Makes this page a template filled from a record: blocks write {record.<field>} to show its fields. Says what shows while the record loads, when the address names none, and what to show when it cannot be found.',
  required: ['source', 'loading', 'notFound', 'fallback'],
  additionalProperties: false,
  properties: {
    source: {
      type: 'string',
      enum: ['service'],
      description: 'Where records come from: service, the service content records, by slug.',
    },
    loading: {
      type: 'string',
      minLength: 1,
      description: 'Shown while the record loads.',
    },
    notFound: {
      type: 'object',
      description: 'Shown when the address is not a valid slug.',
      required: ['heading', 'text', 'action'],
      additionalProperties: false,
      properties: {
        heading: text('The heading of the message.'),
        text: text('A sentence saying what went wrong.'),
        action: { ...actionSchema, description: 'Where to go instead.' },
      },
    },
    fallback: {
      type: 'object',
      description:
        'The record used when none exists for the slug, so the page still reads well. {name} stands for the service name made from the slug.',
      required: [
        'parent',
        'meta_title',
        'meta_description',
        'h1',
        'hero',
        'intro',
        'pains',
        'solutions',
        'cta_label',
        'image_url',
        'image_alt',
        'brands',
      ],
      additionalProperties: false,
      properties: {
        parent: text('The category, such as services.'),
        meta_title: text('The page title in the browser tab and search results.'),
        meta_description: text('The description in search results.'),
        h1: text('The main heading.'),
        hero: text('The sentence under the heading.'),
        intro: text('The opening paragraph.'),
        pains: textList('Problems the service solves, one per card.'),
        solutions: textList('What the service brings, one per card.'),
        cta_label: text('The words on the main button.'),
        image_url: {
          type: 'string',
          pattern: sitePathPattern,
          description: 'The hero picture, a path under public/.',
        },
        image_alt: text('What the picture shows, for people who cannot see it.'),
        brands: textList('Technology partners, shown as a row of names.'),
      },
    },
  },
} as const;

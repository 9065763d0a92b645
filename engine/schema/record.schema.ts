import { sitePathPattern } from './site-path';
import { actionSchema } from './action.schema';

const textList = { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 12 } as const;

/**
 * A template page's record: which data it renders (a service content row, looked up
 * by the route's `slug`), what shows while it loads or when there is none, and the
 * content generated when a lookup fails. `{name}` in the fallback is the service name
 * made from the slug; blocks reach the record's fields as `{record.<field>}`.
 */
export const recordSpecSchema = {
  type: 'object',
  required: ['source', 'loading', 'notFound', 'fallback'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', enum: ['service'] },
    loading: { type: 'string', minLength: 1 },
    notFound: {
      type: 'object',
      required: ['heading', 'text', 'action'],
      additionalProperties: false,
      properties: { heading: { type: 'string' }, text: { type: 'string' }, action: actionSchema },
    },
    fallback: {
      type: 'object',
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
        parent: { type: 'string' },
        meta_title: { type: 'string' },
        meta_description: { type: 'string' },
        h1: { type: 'string' },
        hero: { type: 'string' },
        intro: { type: 'string' },
        pains: textList,
        solutions: textList,
        cta_label: { type: 'string' },
        image_url: { type: 'string', pattern: sitePathPattern },
        image_alt: { type: 'string' },
        brands: textList,
      },
    },
  },
} as const;

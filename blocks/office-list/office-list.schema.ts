import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

const placeSchema = {
  city: { type: 'string', minLength: 1 },
  country: { type: 'string', minLength: 1 },
} as const;

/** Offices with their contact details, the headquarters marked, and offices opening soon. */
export const officeListSchema = {
  type: 'object',
  required: ['type', 'offices'],
  additionalProperties: false,
  properties: {
    type: { const: 'office-list' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    /** The badge on the primary office. */
    primaryBadge: { type: 'string', minLength: 1, default: 'Headquarters' },
    offices: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['city', 'country', 'address'],
        additionalProperties: false,
        properties: {
          ...placeSchema,
          address: { type: 'string', minLength: 1 },
          phone: { type: 'string', pattern: '^\\+?[0-9 ()-]+$' },
          email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
          primary: { type: 'boolean', default: false },
        },
      },
    },
    upcoming: {
      type: 'object',
      required: ['heading', 'locations'],
      additionalProperties: false,
      properties: {
        heading: { type: 'string', minLength: 1 },
        text: { type: 'string' },
        badge: { type: 'string', minLength: 1, default: 'Coming Soon' },
        locations: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['city', 'country'],
            additionalProperties: false,
            properties: placeSchema,
          },
        },
      },
    },
  },
} as const;

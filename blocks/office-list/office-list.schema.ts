import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

const placeSchema = {
  city: { type: 'string', minLength: 1, description: 'The city, such as Dubai.' },
  country: { type: 'string', minLength: 1, description: 'The country, such as UAE.' },
} as const;

export const officeListSchema = {
  type: 'object',
  title: 'Office list',
  description:
    'Offices with their contact details, the headquarters marked, and offices opening soon.',
  required: ['type', 'offices'],
  additionalProperties: false,
  properties: {
    type: { const: 'office-list', description: 'Marks this block as an office list.' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    primaryBadge: {
      type: 'string',
      minLength: 1,
      default: 'Headquarters',
      description: 'The badge on the primary office.',
    },
    offices: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      description: 'The open offices, one card each.',
      items: {
        type: 'object',
        required: ['city', 'country', 'address'],
        additionalProperties: false,
        properties: {
          ...placeSchema,
          address: { type: 'string', minLength: 1, description: 'The street address.' },
          phone: {
            type: 'string',
            pattern: '^\\+?[0-9 ()-]+$',
            description: "The office's phone number; it becomes a tap-to-call link.",
          },
          email: {
            type: 'string',
            pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
            description: "The office's email address; it becomes a link.",
          },
          primary: {
            type: 'boolean',
            default: false,
            description: 'Marks the headquarters with the primary badge.',
          },
        },
      },
    },
    upcoming: {
      type: 'object',
      description: 'Offices opening soon, listed after the open ones.',
      required: ['heading', 'locations'],
      additionalProperties: false,
      properties: {
        heading: { type: 'string', minLength: 1, description: 'The heading of the list.' },
        text: { type: 'string', description: 'A sentence under the heading.' },
        badge: {
          type: 'string',
          minLength: 1,
          default: 'Coming Soon',
          description: 'The badge on each coming office.',
        },
        locations: {
          type: 'array',
          minItems: 1,
          description: 'The places where offices are coming.',
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
  examples: [
    {
      type: 'office-list',
      heading: 'Our Offices',
      offices: [
        {
          city: 'Dubai',
          country: 'UAE',
          address: 'Business Bay, Dubai',
          phone: '+971 4 000 0000',
          primary: true,
        },
      ],
      upcoming: {
        heading: 'Opening soon',
        locations: [{ city: 'Abu Dhabi', country: 'UAE' }],
      },
    },
  ],
} as const;

import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { toneSchema } from '../../engine/schema/tone.schema';

export const testimonialsSchema = {
  type: 'object',
  title: 'Testimonials',
  description:
    'Quotes from clients or partners: the words, who said them, and an optional star rating.',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'testimonials', description: 'Marks this block as testimonials.' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 9,
      description: 'The quotes, one card each.',
      items: {
        type: 'object',
        required: ['name', 'content'],
        additionalProperties: false,
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            description: 'Who said it; the initials stand in when no portrait loads.',
          },
          role: {
            type: 'string',
            description: 'Job title and organisation, such as "IT Director, Gulf Freight LLC".',
          },
          content: { type: 'string', minLength: 1, description: 'The quote itself.' },
          photo: photoSchema,
          rating: {
            type: 'integer',
            minimum: 1,
            maximum: 5,
            description: 'Stars out of five; no stars are shown without it.',
          },
          color: {
            type: 'string',
            enum: ['blue', 'teal', 'amber', 'violet', 'rose', 'navy'],
            description:
              'Background of the portrait (and of the initials if no picture loads); by default the colours take turns down the list.',
          },
        },
      },
    },
  },
  examples: [
    {
      type: 'testimonials',
      heading: 'What Our Clients Say',
      items: [
        {
          name: 'Rashid Ali',
          role: 'IT Director, Gulf Freight LLC',
          content: 'Our network has not gone down once since they took over.',
          rating: 5,
        },
      ],
    },
  ],
} as const;

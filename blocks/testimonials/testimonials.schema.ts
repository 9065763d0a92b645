import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { toneSchema } from '../../engine/schema/tone.schema';

/** Quotes from clients or partners: the words, who said them, and an optional star rating. */
export const testimonialsSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'testimonials' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 9,
      items: {
        type: 'object',
        required: ['name', 'content'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1 },
          /** Job title and organisation, such as "IT Director, Gulf Freight LLC". */
          role: { type: 'string' },
          content: { type: 'string', minLength: 1 },
          photo: photoSchema,
          /** Stars out of five; no stars are shown without it. */
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          /** Background of the portrait (and of the initials if no picture loads); by default the colours take turns down the list. */
          color: { type: 'string', enum: ['blue', 'teal', 'amber', 'violet', 'rose', 'navy'] },
        },
      },
    },
  },
} as const;

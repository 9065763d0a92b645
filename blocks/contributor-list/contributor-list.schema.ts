import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A leaderboard of people: rank, portrait, name, role and points. */
export const contributorListSchema = {
  type: 'object',
  required: ['type', 'contributors'],
  additionalProperties: false,
  properties: {
    type: { const: 'contributor-list' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    /** The word after each score. */
    pointsLabel: { type: 'string', minLength: 1, default: 'points' },
    contributors: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['name', 'role', 'points'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1 },
          role: { type: 'string', minLength: 1 },
          points: { type: 'integer', minimum: 0 },
          photo: photoSchema,
          /** Place on the board; the position in the list when left out. */
          rank: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
} as const;

import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { toneSchema } from '../../engine/schema/tone.schema';

/** People with their portrait, name, role and a short biography. */
export const profileGridSchema = {
  type: 'object',
  required: ['type', 'people'],
  additionalProperties: false,
  properties: {
    type: { const: 'profile-grid' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    people: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['name', 'role', 'bio'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1 },
          role: { type: 'string', minLength: 1 },
          bio: { type: 'string', minLength: 1 },
          photo: photoSchema,
        },
      },
    },
  },
} as const;

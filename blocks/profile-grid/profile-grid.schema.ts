import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { toneSchema } from '../../engine/schema/tone.schema';

export const profileGridSchema = {
  type: 'object',
  title: 'Profile grid',
  description: 'People with their portrait, name, role and a short biography.',
  required: ['type', 'people'],
  additionalProperties: false,
  properties: {
    type: { const: 'profile-grid', description: 'Marks this block as a profile grid.' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    people: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      description: 'The people, one card each.',
      items: {
        type: 'object',
        required: ['name', 'role', 'bio'],
        additionalProperties: false,
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            description: "The person's name; its initials stand in when no portrait loads.",
          },
          role: { type: 'string', minLength: 1, description: 'Their job title.' },
          bio: { type: 'string', minLength: 1, description: 'A sentence or two about them.' },
          photo: photoSchema,
        },
      },
    },
  },
  examples: [
    {
      type: 'profile-grid',
      heading: 'Leadership',
      people: [
        {
          name: 'Sara Khan',
          role: 'Managing Director',
          bio: 'Twenty years building IT teams across the Gulf.',
        },
      ],
    },
  ],
} as const;

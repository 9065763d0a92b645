import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

export const statsBandSchema = {
  type: 'object',
  title: 'Stats band',
  description: 'A band of headline figures, such as "500+ Active Members", with optional buttons.',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'stats-band', description: 'Marks this block as a stats band.' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'primary' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      description: 'The figures, left to right.',
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: {
          value: { type: 'string', minLength: 1, description: 'The figure, such as 500+.' },
          label: { type: 'string', minLength: 1, description: 'What the figure counts.' },
        },
      },
    },
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'stats-band',
      items: [
        { value: '500+', label: 'Clients served' },
        { value: '15 min', label: 'Response time' },
        { value: '24/7', label: 'Support' },
      ],
    },
  ],
} as const;

import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A band of headline figures ("500+ Active Members") with optional buttons. */
export const statsBandSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'stats-band' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'primary' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: {
          value: { type: 'string', minLength: 1 },
          label: { type: 'string', minLength: 1 },
        },
      },
    },
    actions: actionListSchema,
  },
} as const;

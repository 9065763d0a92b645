import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * Two or more columns side by side, such as before and after, or pitfalls and the
 * playbook that fixes them. Each item may carry a figure, such as a savings range.
 */
export const comparisonSchema = {
  type: 'object',
  required: ['type', 'columns'],
  additionalProperties: false,
  properties: {
    type: { const: 'comparison' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    columns: {
      type: 'array',
      minItems: 2,
      maxItems: 4,
      items: {
        type: 'object',
        required: ['title', 'items'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1 },
          /** `negative` marks problems (a cross per item), `positive` fixes (a tick). */
          tone: { type: 'string', enum: ['negative', 'neutral', 'positive'], default: 'neutral' },
          icon: iconSchema,
          description: { type: 'string' },
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 10,
            items: {
              type: 'object',
              required: ['title'],
              additionalProperties: false,
              properties: {
                title: { type: 'string', minLength: 1 },
                text: { type: 'string' },
                /** A figure shown beside the item, such as "25-40% savings" or "6.8 s". */
                figure: { type: 'string' },
              },
            },
          },
        },
      },
    },
    actions: actionListSchema,
  },
} as const;

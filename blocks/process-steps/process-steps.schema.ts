import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/** Numbered steps of a process, such as Site Survey, Design, Installation. */
export const processStepsSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'process-steps' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    items: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      items: {
        type: 'object',
        required: ['title', 'description'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1 },
          description: { type: 'string', minLength: 1 },
          icon: iconSchema,
          /** A short note under the step, such as "Week 1" or "2-3 days". */
          duration: { type: 'string' },
        },
      },
    },
    actions: actionListSchema,
  },
} as const;

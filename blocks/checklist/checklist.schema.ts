import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/** Titled lists of ticked items (benefits, requirements, what is included), each with optional figures. */
export const checklistSchema = {
  type: 'object',
  required: ['type', 'groups'],
  additionalProperties: false,
  properties: {
    type: { const: 'checklist' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    groups: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        required: ['title', 'items'],
        additionalProperties: false,
        properties: {
          icon: iconSchema,
          title: { type: 'string', minLength: 1 },
          text: { type: 'string' },
          /** Key numbers shown above the list, such as "$50,000" / "Minimum investment". */
          figures: {
            type: 'array',
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
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 12,
            items: { type: 'string', minLength: 1 },
          },
        },
      },
    },
    actions: actionListSchema,
  },
} as const;

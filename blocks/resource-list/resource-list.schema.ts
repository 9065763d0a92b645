import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A library of guides, reports and templates; a featured one spans the whole row. */
export const resourceListSchema = {
  type: 'object',
  required: ['type', 'resources'],
  additionalProperties: false,
  properties: {
    type: { const: 'resource-list' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    resources: {
      type: 'array',
      minItems: 1,
      maxItems: 24,
      items: {
        type: 'object',
        required: ['title', 'type', 'description', 'action'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1 },
          /** The kind of resource, such as "White paper" or "Template". */
          type: { type: 'string', minLength: 1 },
          /** Time to read, such as "15 min"; shown as "15 min read". */
          readTime: { type: 'string' },
          description: { type: 'string', minLength: 1 },
          featured: { type: 'boolean', default: false },
          icon: { ...iconSchema, default: 'book' },
          action: actionSchema,
        },
      },
    },
  },
} as const;

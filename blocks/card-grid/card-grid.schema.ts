import { actionListSchema, actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A grid of cards: pain points, solutions, services, people, features. */
export const cardGridSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'card-grid' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    columns: { type: 'integer', enum: [2, 3, 4], default: 3 },
    /**
     * `plain` cards sit flat on the band; `accent` cards carry a coloured top edge;
     * `tinted` cards take a soft background in their `color`.
     */
    look: { type: 'string', enum: ['outlined', 'plain', 'accent', 'tinted'], default: 'outlined' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 24,
      items: {
        type: 'object',
        required: ['title'],
        additionalProperties: false,
        properties: {
          icon: iconSchema,
          title: { type: 'string', minLength: 1 },
          description: { type: 'string' },
          badge: { type: 'string' },
          /** A headline figure or claim shown large, such as "15-min SLA". */
          highlight: { type: 'string' },
          features: { type: 'array', items: { type: 'string' }, maxItems: 8 },
          /** A call-to-action button at the foot of the card. */
          button: actionSchema,
          /** A text link at the foot of the card, such as "Learn More". */
          link: actionSchema,
          color: { type: 'string', enum: ['blue', 'teal', 'amber', 'violet', 'rose', 'navy'] },
        },
      },
    },
    actions: actionListSchema,
  },
} as const;

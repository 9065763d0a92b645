import { sitePathPattern } from '../../engine/schema/site-path';
import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * A titled section with text and a bullet list on one side and headline figures or an
 * image on the other: a service model, a survey, a recovery plan.
 */
export const featureSplitSchema = {
  type: 'object',
  required: ['type', 'heading'],
  additionalProperties: false,
  properties: {
    type: { const: 'feature-split' },
    id: blockIdSchema,
    tone: { ...toneSchema, default: 'light' },
    eyebrow: { type: 'string' },
    heading: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    bullets: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 8 },
    /** Headline figures beside the text, such as "3 min" / "recovery time". */
    figures: {
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
          icon: iconSchema,
        },
      },
    },
    image: {
      type: 'object',
      required: ['src', 'alt', 'width', 'height'],
      additionalProperties: false,
      properties: {
        src: { type: 'string', pattern: sitePathPattern },
        alt: { type: 'string' },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
    /** Puts the figures or image on the left on wide screens. */
    reverse: { type: 'boolean', default: false },
    actions: actionListSchema,
  },
} as const;

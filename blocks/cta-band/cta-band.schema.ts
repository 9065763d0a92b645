import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A call-to-action band: a heading, a line of text, details and buttons. */
export const ctaBandSchema = {
  type: 'object',
  required: ['type', 'heading', 'actions'],
  additionalProperties: false,
  properties: {
    type: { const: 'cta-band' },
    id: blockIdSchema,
    tone: { ...toneSchema, default: 'dark' },
    icon: iconSchema,
    eyebrow: { type: 'string' },
    heading: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    /** Short facts shown as chips, such as "Thursday 3:00-5:00 PM GST". */
    details: { type: 'array', items: { type: 'string' }, maxItems: 4 },
    actions: { ...actionListSchema, minItems: 1 },
  },
} as const;

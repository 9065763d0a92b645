import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';

/**
 * A page's one message, centred under its heading: a form's receipt, say. `tone` picks
 * the mark above the heading: a tick for good news, a warning sign for bad.
 */
export const noticeSchema = {
  type: 'object',
  required: ['type', 'heading'],
  additionalProperties: false,
  properties: {
    type: { const: 'notice' },
    id: blockIdSchema,
    tone: { type: 'string', enum: ['success', 'warning'], default: 'success' },
    heading: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    actions: actionListSchema,
  },
} as const;

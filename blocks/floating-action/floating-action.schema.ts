import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';

/**
 * A button that floats at the bottom right of the window on every width, such as
 * "Get Free Security Scan"; its action usually opens a dialog on the page.
 */
export const floatingActionSchema = {
  type: 'object',
  required: ['type', 'action'],
  additionalProperties: false,
  properties: {
    type: { const: 'floating-action' },
    id: blockIdSchema,
    action: actionSchema,
  },
} as const;

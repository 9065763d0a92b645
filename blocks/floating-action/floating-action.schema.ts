import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';

export const floatingActionSchema = {
  type: 'object',
  title: 'Floating action',
  description:
    'A button that floats at the bottom right of the window as the visitor scrolls, such as "Get Free Security Scan"; it usually opens a dialog on the page.',
  required: ['type', 'action'],
  additionalProperties: false,
  properties: {
    type: { const: 'floating-action', description: 'Marks this block as a floating action.' },
    id: blockIdSchema,
    action: { ...actionSchema, description: 'The floating button.' },
  },
  examples: [
    {
      type: 'floating-action',
      action: { label: 'Get Free Security Scan', open: 'security-scan', icon: 'shield' },
    },
  ],
} as const;

import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, blockSchema } from '../../engine/schema/block-base';

export const floatingActionSchema = blockSchema({
  type: 'floating-action',
  name: 'a floating action',
  title: 'Floating action',
  description:
    'A button that floats at the bottom right of the window as the visitor scrolls, such as "Get Free Security Scan"; it usually opens a dialog on the page.',
  required: ['action'],
  properties: {
    id: blockIdSchema,
    action: { ...actionSchema, description: 'The floating button.' },
  },
  examples: [
    {
      type: 'floating-action',
      action: { label: 'Get Free Security Scan', open: 'security-scan', icon: 'shield' },
    },
  ],
});

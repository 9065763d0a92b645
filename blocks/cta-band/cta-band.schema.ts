import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, blockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const ctaBandSchema = blockSchema({
  type: 'cta-band',
  name: 'a call-to-action band',
  title: 'Call-to-action band',
  description:
    'A band that asks the visitor to act: a heading, a line of text, short facts and one or more buttons. Often the last section of a page.',
  required: ['heading', 'actions'],
  properties: {
    id: blockIdSchema,
    tone: { ...toneSchema, default: 'dark' },
    icon: { ...iconSchema, description: 'An icon above the heading.' },
    eyebrow: { type: 'string', description: 'A short line in small capitals above the heading.' },
    heading: nonEmptyText('The heading, an invitation such as "Ready to Get Started?".'),
    text: { type: 'string', description: 'A sentence under the heading.' },
    details: {
      type: 'array',
      items: { type: 'string' },
      maxItems: 4,
      description: 'Short facts shown as chips, such as "Thursday 3:00-5:00 PM GST".',
    },
    actions: { ...actionListSchema, minItems: 1 },
  },
  examples: [
    {
      type: 'cta-band',
      icon: 'rocket',
      heading: 'Ready to Get Started?',
      text: 'Tell us about your setup and a specialist will reply within 24 hours.',
      details: ['Free assessment', 'No lock-in'],
      actions: [{ label: 'Book a Call', to: '/contact' }],
    },
  ],
});

import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, blockSchema } from '../../engine/schema/block-base';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const noticeSchema = blockSchema({
  type: 'notice',
  name: 'a notice',
  title: 'Notice',
  description:
    "A page's one message, centred under its heading, such as the receipt after a form is sent.",
  required: ['heading'],
  properties: {
    id: blockIdSchema,
    tone: {
      type: 'string',
      enum: ['success', 'warning'],
      default: 'success',
      description:
        'The mark above the heading: a tick for good news (success), a warning sign for bad.',
    },
    heading: nonEmptyText('The message in a few words.'),
    text: { type: 'string', description: 'The rest of the message.' },
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'notice',
      heading: 'Thank you, we have your message',
      text: 'A specialist will reply within 24 hours.',
      actions: [{ label: 'Back to Home', to: '/' }],
    },
  ],
});

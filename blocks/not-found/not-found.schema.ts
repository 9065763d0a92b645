import { actionSchema } from '../../engine/schema/action.schema';
import { blockSchema } from '../../engine/schema/block-base';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const notFoundSchema = blockSchema({
  type: 'not-found',
  name: 'a not-found message',
  title: 'Not found',
  description:
    'The message of the not-found page, with a way back; it notes the address the visitor tried.',
  required: ['code', 'heading', 'action'],
  properties: {
    code: nonEmptyText('The large code shown at the top, such as "404".'),
    heading: nonEmptyText('What happened, in a few words.'),
    text: { type: 'string', description: 'A sentence on what to do next.' },
    action: { ...actionSchema, description: 'The way back, such as to the home page.' },
  },
  examples: [
    {
      type: 'not-found',
      code: '404',
      heading: 'Page not found',
      text: 'The page you are looking for has moved or never existed.',
      action: { label: 'Back to Home', to: '/' },
    },
  ],
});

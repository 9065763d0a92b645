import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

const paragraphs = (description: string, maxItems: number) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems,
    items: { type: 'string', minLength: 1 },
    description,
  }) as const;

export const proseSchema = sectionBlockSchema({
  type: 'prose',
  name: 'a text to read',
  tone: 'light',
  title: 'Prose',
  description:
    'Text to read, in a narrow column: titled sections of paragraphs and bullet points, such as a privacy policy or terms.',
  required: ['sections'],
  properties: {
    updated: {
      type: 'string',
      description:
        'A line above the text saying how current it is, such as "Last updated 1 December 2026".',
    },
    sections: listOf(
      closedObject({
        required: ['heading', 'paragraphs'],
        properties: {
          heading: nonEmptyText("The section's title."),
          paragraphs: paragraphs('The paragraphs, in order.', 20),
          points: {
            ...paragraphs('Bullet points after the paragraphs.', 20),
            minItems: 0,
          },
        },
      }),
      { minItems: 1, maxItems: 30, description: 'The sections, in reading order.' },
    ),
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'prose',
      updated: 'Last updated 1 December 2026',
      sections: [
        {
          heading: 'What we keep',
          paragraphs: ['When you send a form, we keep your answers so an engineer can reply.'],
          points: ['Your name and email', 'The page you sent it from'],
        },
      ],
      actions: [{ label: 'Ask About Your Data', to: '/contact' }],
    },
  ],
});

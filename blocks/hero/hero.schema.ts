import { sitePathPattern } from '../../engine/schema/site-path';
import { actionListSchema, elementIdPattern } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';
import { formSchema } from '../../engine/forms/form.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';
import { pictureDetails } from '../../engine/schema/picture.schema';

export const heroSchema = {
  type: 'object',
  title: 'Hero',
  description:
    'The opening band of a page: a headline (optionally with words typed one after another), text, buttons, and a form or picture beside it.',
  required: ['type', 'title'],
  additionalProperties: false,
  properties: {
    type: { const: 'hero', description: 'Marks this block as a hero.' },
    id: blockIdSchema,
    badge: { type: 'string', description: 'A small label above the headline, such as "Dubai".' },
    title: nonEmptyText('The headline of the page.'),
    typedWords: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      minItems: 1,
      maxItems: 8,
      description:
        'Words typed after the headline one after another, in a loop (shown still to visitors who ask for less motion).',
    },
    titleAfter: {
      type: 'string',
      description: 'Words of the headline that come after the typed words.',
    },
    subtitle: { type: 'string', description: 'A sentence under the headline.' },
    intro: { type: 'string', description: 'A paragraph below the subtitle.' },
    highlights: listOf(
      closedObject({
        required: ['value', 'label'],
        properties: {
          value: { type: 'string', description: 'The figure, such as 500+.' },
          label: { type: 'string', description: 'What the figure counts.' },
        },
      }),
      {
        maxItems: 4,
        description:
          'Up to four headline figures under the text, such as "15 min" / "response time".',
      },
    ),
    actions: actionListSchema,
    form: closedObject({
      description: 'A form in a card beside the text, such as a quick enquiry.',
      required: ['id', 'title', 'form'],
      properties: {
        id: {
          type: 'string',
          pattern: elementIdPattern,
          description: 'An id for the form card, so buttons can scroll to it.',
        },
        title: { type: 'string', description: 'The heading of the form card.' },
        subtitle: { type: 'string', description: "A line under the form card's heading." },
        form: formSchema,
      },
    }),
    image: closedObject({
      description: 'A picture beside the text, when there is no form.',
      required: ['src'],
      properties: {
        src: {
          type: 'string',
          description:
            'A photo in media/ (its size and encodings come from the file), a path under public/ or an https: address; anything else shows fallbackSrc instead.',
        },
        fallbackSrc: {
          type: 'string',
          pattern: sitePathPattern,
          description:
            'The picture shown when src is missing or cannot be used, a path under public/.',
        },
        ...pictureDetails,
      },
    }),
    typing: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'The pace of the typed words, in milliseconds.',
      properties: {
        typeMs: {
          type: 'integer',
          minimum: 10,
          default: 120,
          description: 'Time to type each letter.',
        },
        deleteMs: {
          type: 'integer',
          minimum: 10,
          default: 80,
          description: 'Time to delete each letter.',
        },
        pauseMs: {
          type: 'integer',
          minimum: 100,
          default: 2500,
          description: 'How long a whole word stays before it is deleted.',
        },
      },
    },
  },
  examples: [
    {
      type: 'hero',
      badge: 'Managed IT in Dubai',
      title: 'IT that keeps',
      typedWords: ['your team working', 'your data safe'],
      subtitle: 'One partner for networks, security, cloud and support.',
      actions: [
        { label: 'Get a Free Assessment', to: '/contact' },
        { label: 'Our Services', to: '/services', variant: 'outlined' },
      ],
    },
  ],
} as const;

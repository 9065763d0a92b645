import { actionListSchema, actionSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const cardGridSchema = sectionBlockSchema({
  type: 'card-grid',
  name: 'a card grid',
  tone: 'light',
  title: 'Card grid',
  description:
    'A grid of cards: pain points, solutions, services, people, features. Each card has a title and may add an icon, text, a list, a figure and a button.',
  required: ['items'],
  properties: {
    columns: {
      type: 'integer',
      enum: [2, 3, 4],
      default: 3,
      description: 'Cards per row on wide screens; phones show one.',
    },
    look: {
      type: 'string',
      enum: ['outlined', 'plain', 'accent', 'tinted'],
      default: 'outlined',
      description:
        "How the cards look: outlined (a thin border), plain (flat on the band), accent (a coloured top edge) or tinted (a soft background in the card's color).",
    },
    items: listOf(
      closedObject({
        required: ['title'],
        properties: {
          icon: { ...iconSchema, description: 'An icon at the top of the card.' },
          title: nonEmptyText("The card's title."),
          description: { type: 'string', description: 'A sentence or two under the title.' },
          badge: {
            type: 'string',
            description: 'A small label at the card\'s corner, such as "Popular".',
          },
          highlight: {
            type: 'string',
            description: 'A headline figure or claim shown large, such as "15-min SLA".',
          },
          features: {
            type: 'array',
            items: { type: 'string' },
            maxItems: 8,
            description: 'A ticked list of short points.',
          },
          button: { ...actionSchema, description: 'A button at the foot of the card.' },
          link: {
            ...actionSchema,
            description: 'A text link at the foot of the card, such as "Learn More".',
          },
          color: {
            type: 'string',
            enum: ['blue', 'teal', 'amber', 'violet', 'rose', 'navy'],
            description: 'The colour of the icon (and of the background with look: tinted).',
          },
        },
      }),
      { minItems: 1, maxItems: 24, description: 'The cards, in reading order.' },
    ),
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'card-grid',
      eyebrow: 'What we do',
      heading: 'Core Services',
      columns: 3,
      items: [
        {
          icon: 'network',
          title: 'Managed IT',
          description: 'Monitoring, patching and a help desk that answers.',
          link: { label: 'Learn More', to: '/services/managed-it' },
        },
        { icon: 'shield', title: 'Cybersecurity', description: 'Firewalls, backups and audits.' },
        { icon: 'cloud', title: 'Cloud', description: 'Microsoft 365 and Azure, set up right.' },
      ],
    },
  ],
});

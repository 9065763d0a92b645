import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

export const checklistSchema = {
  type: 'object',
  title: 'Checklist',
  description:
    'Titled lists of ticked items (benefits, requirements, what is included), side by side, each with optional key figures.',
  required: ['type', 'groups'],
  additionalProperties: false,
  properties: {
    type: { const: 'checklist', description: 'Marks this block as a checklist.' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    groups: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      description: 'The lists, each in its own card.',
      items: {
        type: 'object',
        required: ['title', 'items'],
        additionalProperties: false,
        properties: {
          icon: { ...iconSchema, description: "An icon beside the list's title." },
          title: { type: 'string', minLength: 1, description: "The list's title." },
          text: { type: 'string', description: 'A sentence under the title.' },
          figures: {
            type: 'array',
            maxItems: 6,
            description:
              'Key numbers shown above the list, such as "$50,000" / "Minimum investment".',
            items: {
              type: 'object',
              required: ['value', 'label'],
              additionalProperties: false,
              properties: {
                value: { type: 'string', minLength: 1, description: 'The figure.' },
                label: { type: 'string', minLength: 1, description: 'What the figure is.' },
              },
            },
          },
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 12,
            items: { type: 'string', minLength: 1 },
            description: 'The ticked points.',
          },
        },
      },
    },
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'checklist',
      heading: 'What you get',
      groups: [
        {
          icon: 'support',
          title: 'Support',
          items: ['24/7 help desk', '15-minute response', 'On-site visits across the UAE'],
        },
        {
          icon: 'security',
          title: 'Security',
          items: ['Managed firewall', 'Daily backups', 'Quarterly reviews'],
        },
      ],
    },
  ],
} as const;

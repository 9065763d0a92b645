import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { figureSchema } from '../../engine/schema/figure.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const checklistSchema = sectionBlockSchema({
  type: 'checklist',
  name: 'a checklist',
  tone: 'light',
  title: 'Checklist',
  description:
    'Titled lists of ticked items (benefits, requirements, what is included), side by side, each with optional key figures.',
  required: ['groups'],
  properties: {
    groups: listOf(
      closedObject({
        required: ['title', 'items'],
        properties: {
          icon: { ...iconSchema, description: "An icon beside the list's title." },
          title: nonEmptyText("The list's title."),
          text: { type: 'string', description: 'A sentence under the title.' },
          figures: listOf(figureSchema({ value: 'The figure.', label: 'What the figure is.' }), {
            maxItems: 6,
            description:
              'Key numbers shown above the list, such as "$50,000" / "Minimum investment".',
          }),
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 12,
            items: { type: 'string', minLength: 1 },
            description: 'The ticked points.',
          },
        },
      }),
      { minItems: 1, maxItems: 6, description: 'The lists, each in its own card.' },
    ),
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
});

import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const comparisonSchema = sectionBlockSchema({
  type: 'comparison',
  name: 'a comparison',
  tone: 'light',
  title: 'Comparison',
  description:
    'Two to four columns side by side, such as before and after, or pitfalls and the playbook that fixes them. Each item may carry a figure, such as a savings range.',
  required: ['columns'],
  properties: {
    columns: listOf(
      closedObject({
        required: ['title', 'items'],
        properties: {
          title: nonEmptyText("The column's title."),
          tone: {
            type: 'string',
            enum: ['negative', 'neutral', 'positive'],
            default: 'neutral',
            description:
              'negative marks problems (a cross per item), positive fixes (a tick), neutral neither.',
          },
          icon: { ...iconSchema, description: "An icon beside the column's title." },
          description: { type: 'string', description: "A sentence under the column's title." },
          items: listOf(
            closedObject({
              required: ['title'],
              properties: {
                title: nonEmptyText('The point, in a few words.'),
                text: { type: 'string', description: 'A sentence explaining it.' },
                figure: {
                  type: 'string',
                  description: 'A figure shown beside the point, such as "25-40% savings".',
                },
              },
            }),
            { minItems: 1, maxItems: 10, description: 'The points of the column.' },
          ),
        },
      }),
      { minItems: 2, maxItems: 4, description: 'The columns, left to right.' },
    ),
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'comparison',
      heading: 'Break-fix or managed?',
      columns: [
        {
          title: 'Break-fix',
          tone: 'negative',
          items: [{ title: 'Paying per call-out' }, { title: 'Problems found by users' }],
        },
        {
          title: 'Managed IT',
          tone: 'positive',
          items: [
            { title: 'One monthly fee', figure: '25-40% savings' },
            { title: 'Problems caught by monitoring' },
          ],
        },
      ],
    },
  ],
});

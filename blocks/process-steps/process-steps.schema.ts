import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const processStepsSchema = sectionBlockSchema({
  type: 'process-steps',
  name: 'process steps',
  tone: 'light',
  title: 'Process steps',
  description: 'The numbered steps of a process, such as Site Survey, Design, Installation.',
  required: ['items'],
  properties: {
    items: listOf(
      closedObject({
        required: ['title', 'description'],
        properties: {
          title: nonEmptyText("The step's name."),
          description: nonEmptyText('What happens in this step.'),
          icon: { ...iconSchema, description: 'An icon for the step.' },
          duration: {
            type: 'string',
            description: 'A short note under the step, such as "Week 1" or "2-3 days".',
          },
        },
      }),
      { minItems: 2, maxItems: 6, description: 'The steps, in order; they are numbered for you.' },
    ),
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'process-steps',
      heading: 'How a cabling project runs',
      items: [
        {
          title: 'Site Survey',
          description: 'We walk the site and map every run.',
          duration: 'Day 1',
        },
        { title: 'Design', description: 'A drawing and a fixed quote.', duration: '2-3 days' },
        {
          title: 'Installation',
          description: 'Certified installers, tested ports.',
          duration: 'Week 2',
        },
      ],
    },
  ],
});

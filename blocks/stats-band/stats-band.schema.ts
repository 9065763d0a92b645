import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { figureSchema } from '../../engine/schema/figure.schema';
import { listOf } from '../../engine/schema/object-shapes';

export const statsBandSchema = sectionBlockSchema({
  type: 'stats-band',
  name: 'a stats band',
  tone: 'primary',
  title: 'Stats band',
  description: 'A band of headline figures, such as "500+ Active Members", with optional buttons.',
  required: ['items'],
  properties: {
    items: listOf(
      figureSchema({ value: 'The figure, such as 500+.', label: 'What the figure counts.' }),
      { minItems: 1, maxItems: 6, description: 'The figures, left to right.' },
    ),
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'stats-band',
      items: [
        { value: '500+', label: 'Clients served' },
        { value: '15 min', label: 'Response time' },
        { value: '24/7', label: 'Support' },
      ],
    },
  ],
});

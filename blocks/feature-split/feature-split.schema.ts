import { pictureProperties } from '../../engine/schema/picture.schema';
import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, blockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { figureSchema } from '../../engine/schema/figure.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { toneSchema } from '../../engine/schema/tone.schema';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const featureSplitSchema = blockSchema({
  type: 'feature-split',
  name: 'a feature split',
  title: 'Feature split',
  description:
    'A titled section with text and a bullet list on one side and headline figures or a picture on the other: a service model, a survey, a recovery plan.',
  required: ['heading'],
  properties: {
    id: blockIdSchema,
    tone: { ...toneSchema, default: 'light' },
    eyebrow: { type: 'string', description: 'A short line in small capitals above the heading.' },
    heading: nonEmptyText('The title of the section.'),
    text: { type: 'string', description: 'A paragraph under the heading.' },
    bullets: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      maxItems: 8,
      description: 'A ticked list under the text.',
    },
    figures: listOf(
      figureSchema(
        { value: 'The figure.', label: 'What the figure measures.' },
        { icon: { ...iconSchema, description: 'An icon beside the figure.' } },
      ),
      {
        minItems: 1,
        maxItems: 6,
        description: 'Headline figures beside the text, such as "3 min" / "recovery time".',
      },
    ),
    image: closedObject({
      description: 'A picture beside the text, instead of figures.',
      required: ['src'],
      properties: pictureProperties,
    }),
    reverse: {
      type: 'boolean',
      default: false,
      description: 'Puts the figures or picture on the left on wide screens.',
    },
    actions: actionListSchema,
  },
  examples: [
    {
      type: 'feature-split',
      eyebrow: 'Disaster recovery',
      heading: 'Back online in minutes',
      text: 'Every server is copied off site each night and tested each month.',
      bullets: ['Daily off-site backups', 'Monthly restore tests'],
      figures: [
        { value: '3 min', label: 'recovery time', icon: 'speed' },
        { value: '30 days', label: 'of history', icon: 'storage' },
      ],
    },
  ],
});

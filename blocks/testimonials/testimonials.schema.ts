import { sectionBlockSchema } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const testimonialsSchema = sectionBlockSchema({
  type: 'testimonials',
  name: 'testimonials',
  tone: 'muted',
  title: 'Testimonials',
  description:
    'Quotes from clients or partners: the words, who said them, and an optional star rating.',
  required: ['items'],
  properties: {
    items: listOf(
      closedObject({
        required: ['name', 'content'],
        properties: {
          name: nonEmptyText('Who said it; the initials stand in when no portrait loads.'),
          role: {
            type: 'string',
            description: 'Job title and organisation, such as "IT Director, Gulf Freight LLC".',
          },
          content: nonEmptyText('The quote itself.'),
          photo: photoSchema,
          rating: {
            type: 'integer',
            minimum: 1,
            maximum: 5,
            description: 'Stars out of five; no stars are shown without it.',
          },
          color: {
            type: 'string',
            enum: ['blue', 'teal', 'amber', 'violet', 'rose', 'navy'],
            description:
              'Background of the portrait (and of the initials if no picture loads); by default the colours take turns down the list.',
          },
        },
      }),
      { minItems: 1, maxItems: 9, description: 'The quotes, one card each.' },
    ),
  },
  examples: [
    {
      type: 'testimonials',
      heading: 'What Our Clients Say',
      items: [
        {
          name: 'Rashid Ali',
          role: 'IT Director, Gulf Freight LLC',
          content: 'Our network has not gone down once since they took over.',
          rating: 5,
        },
      ],
    },
  ],
});

import { sectionBlockSchema } from '../../engine/schema/block-base';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

const placeSchema = {
  city: nonEmptyText('The city, such as Dubai.'),
  country: nonEmptyText('The country, such as UAE.'),
} as const;

export const officeListSchema = sectionBlockSchema({
  type: 'office-list',
  name: 'an office list',
  tone: 'light',
  title: 'Office list',
  description:
    'Offices with their contact details, the headquarters marked, and offices opening soon.',
  required: ['offices'],
  properties: {
    primaryBadge: {
      type: 'string',
      minLength: 1,
      default: 'Headquarters',
      description: 'The badge on the primary office.',
    },
    offices: listOf(
      closedObject({
        required: ['city', 'country', 'address'],
        properties: {
          ...placeSchema,
          address: nonEmptyText('The street address.'),
          phone: {
            type: 'string',
            pattern: '^\\+?[0-9 ()-]+$',
            description: "The office's phone number; it becomes a tap-to-call link.",
          },
          email: {
            type: 'string',
            pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
            description: "The office's email address; it becomes a link.",
          },
          primary: {
            type: 'boolean',
            default: false,
            description: 'Marks the headquarters with the primary badge.',
          },
        },
      }),
      { minItems: 1, maxItems: 12, description: 'The open offices, one card each.' },
    ),
    upcoming: closedObject({
      description: 'Offices opening soon, listed after the open ones.',
      required: ['heading', 'locations'],
      properties: {
        heading: nonEmptyText('The heading of the list.'),
        text: { type: 'string', description: 'A sentence under the heading.' },
        badge: {
          type: 'string',
          minLength: 1,
          default: 'Coming Soon',
          description: 'The badge on each coming office.',
        },
        locations: listOf(
          closedObject({ required: ['city', 'country'], properties: placeSchema }),
          { minItems: 1, description: 'The places where offices are coming.' },
        ),
      },
    }),
  },
  examples: [
    {
      type: 'office-list',
      heading: 'Our Offices',
      offices: [
        {
          city: 'Dubai',
          country: 'UAE',
          address: 'Business Bay, Dubai',
          phone: '+971 4 000 0000',
          primary: true,
        },
      ],
      upcoming: {
        heading: 'Opening soon',
        locations: [{ city: 'Abu Dhabi', country: 'UAE' }],
      },
    },
  ],
});

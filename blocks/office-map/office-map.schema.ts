import { sectionBlockSchema } from '../../engine/schema/block-base';
import { pictureProperties } from '../../engine/schema/picture.schema';
import { closedObject } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const officeMapSchema = sectionBlockSchema({
  type: 'office-map',
  name: 'an office map',
  tone: 'light',
  title: 'Office map',
  description:
    'An office on a map that contacts no third party until the visitor asks: a static picture with the address and an "Open in Maps" link, and the interactive map on request.',
  required: ['place'],
  properties: {
    place: closedObject({
      description: 'The office shown on the map.',
      required: ['name', 'address'],
      properties: {
        name: nonEmptyText("The office's name."),
        address: nonEmptyText('The street address.'),
        query: nonEmptyText('What the map searches for; the address when left out.'),
        phone: { type: 'string', description: "The office's phone number." },
        hours: {
          type: 'string',
          description: 'Opening hours, such as "Sunday to Thursday, 8:30 AM-6:00 PM".',
        },
      },
    }),
    preview: {
      type: 'object',
      required: ['src'],
      additionalProperties: false,
      description: 'The static picture shown until the interactive map is loaded.',
      default: {
        src: '/images/office-map-dubai.svg',
        alt: 'Illustrated street map of Business Bay beside the Dubai Water Canal, with the office marked',
        width: 960,
        height: 600,
      },
      properties: pictureProperties,
    },
    openLabel: {
      type: 'string',
      minLength: 1,
      default: 'Open in Maps',
      description: 'The link that opens the place in a maps site.',
    },
    loadLabel: {
      type: 'string',
      minLength: 1,
      default: 'Load interactive map',
      description: 'The button that loads the interactive map.',
    },
    loadNote: {
      type: 'string',
      default:
        'The interactive map comes from Google Maps, which may set cookies. It loads only when you ask.',
      description: 'Said beside the load button, because loading the map contacts Google.',
    },
  },
  examples: [
    {
      type: 'office-map',
      heading: 'Visit Our Dubai Office',
      place: {
        name: 'Dubai HQ',
        address: 'Business Bay, Dubai, UAE',
        hours: 'Sunday to Thursday, 8:30 AM-6:00 PM GST',
      },
    },
  ],
});

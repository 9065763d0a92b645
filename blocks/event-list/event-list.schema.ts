import { actionSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const eventListSchema = sectionBlockSchema({
  type: 'event-list',
  name: 'an event list',
  tone: 'light',
  title: 'Event list',
  description:
    'Upcoming events: a date tile, the title, its format, who is coming, and a button to join.',
  required: ['events'],
  properties: {
    attendeesLabel: {
      type: 'string',
      minLength: 1,
      pattern: '\\{count\\}',
      default: '{count} attending',
      description:
        'How many are coming, with {count} for the number, such as "{count} attending" (in Arabic, "المسجّلون: {count}").',
    },
    events: listOf(
      closedObject({
        required: ['date', 'title', 'type', 'action'],
        properties: {
          date: nonEmptyText(
            'Month then day, such as "Jan 25"; the first word is shown small above the rest.',
          ),
          title: nonEmptyText("The event's name."),
          type: nonEmptyText('The format, such as "Live AMA" or "Workshop".'),
          description: { type: 'string', description: 'A sentence about the event.' },
          attendees: {
            type: 'integer',
            minimum: 0,
            description: 'How many people have signed up so far.',
          },
          time: {
            type: 'string',
            description: 'Start time with its time zone, such as "3:00 PM GST".',
          },
          action: { ...actionSchema, description: 'The button to sign up or join.' },
        },
      }),
      { minItems: 1, maxItems: 12, description: 'The events, soonest first.' },
    ),
  },
  examples: [
    {
      type: 'event-list',
      heading: 'Upcoming Events',
      events: [
        {
          date: 'Jan 25',
          title: 'Zero Trust in Practice',
          type: 'Workshop',
          time: '3:00 PM GST',
          attendees: 48,
          action: { label: 'Register', to: '/community' },
        },
      ],
    },
  ],
});

import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/** Upcoming events: a date tile, the title, its format, who is coming, and a button. */
export const eventListSchema = {
  type: 'object',
  required: ['type', 'events'],
  additionalProperties: false,
  properties: {
    type: { const: 'event-list' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['date', 'title', 'type', 'action'],
        additionalProperties: false,
        properties: {
          /** Month then day, such as "Jan 25"; the first word is shown small above the rest. */
          date: { type: 'string', minLength: 1 },
          title: { type: 'string', minLength: 1 },
          /** The format, such as "Live AMA" or "Workshop". */
          type: { type: 'string', minLength: 1 },
          description: { type: 'string' },
          /** How many people have signed up so far. */
          attendees: { type: 'integer', minimum: 0 },
          /** Start time with its time zone, such as "3:00 PM GST". */
          time: { type: 'string' },
          action: actionSchema,
        },
      },
    },
  },
} as const;

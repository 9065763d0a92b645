import { actionSchema } from './action.schema';
import { serviceContentSchema } from './service-content.schema';
import { nonEmptyText } from './text.schema';

const text = (description: string) => ({ type: 'string', description }) as const;

type ServiceProperties = typeof serviceContentSchema.properties;
// The fallback is a service record less what comes from the address (slug, name) or never
// shows (no video, no translations: each locale's template has its own, nothing the database
// sets).
const notInFallback = [
  'slug',
  'name',
  'video_id',
  'translations',
  'id',
  'created_at',
  'updated_at',
] as const;
type FallbackField = Exclude<keyof ServiceProperties, (typeof notInFallback)[number]>;

const fallbackFields = (
  Object.keys(serviceContentSchema.properties) as (keyof ServiceProperties)[]
).filter((field): field is FallbackField => !(notInFallback as readonly string[]).includes(field));
const fallbackProperties = Object.fromEntries(
  fallbackFields.map((field) => [field, serviceContentSchema.properties[field]]),
) as Pick<ServiceProperties, FallbackField>;

/** The collections a template page can show a record of, by the `source:` it names. */
export const RECORD_SOURCES = ['service', 'post'] as const;

/**
 * A template page's record: which data it renders (a service content row or a published
 * post, looked up by the route's `slug`), what shows while it loads or when there is none,
 * and, for services, the content generated when a lookup fails. `{name}` in the fallback is
 * the service name made from the slug; blocks reach the record's fields as
 * `{record.<field>}`.
 */
export const recordSpecSchema = {
  type: 'object',
  title: 'Record',
  description:
    'Makes this page a template filled from a record: blocks write {record.<field>} to show its fields. Says what shows while the record loads, when the address names none, and (for services) what to show when it cannot be found. A post that is not published answers as not found.',
  required: ['source', 'loading', 'notFound'],
  additionalProperties: false,
  properties: {
    source: {
      type: 'string',
      enum: RECORD_SOURCES,
      description:
        'Where records come from, by slug: service, the service content records; post, the published blog posts.',
    },
    loading: nonEmptyText('Shown while the record loads.'),
    notFound: {
      type: 'object',
      description: 'Shown when the address is not a valid slug.',
      required: ['heading', 'text', 'action'],
      additionalProperties: false,
      properties: {
        heading: text('The heading of the message.'),
        text: text('A sentence saying what went wrong.'),
        action: { ...actionSchema, description: 'Where to go instead.' },
      },
    },
    fallback: {
      type: 'object',
      description:
        'Services only, and required for them: the record used when none exists for the slug, so the page still reads well. {name} stands for the service name made from the slug.',
      required: fallbackFields,
      additionalProperties: false,
      properties: fallbackProperties,
    },
  },
  allOf: [
    { if: { properties: { source: { const: 'service' } } }, then: { required: ['fallback'] } },
    {
      if: { properties: { source: { const: 'post' } } },
      then: { not: { required: ['fallback'] } },
    },
  ],
} as const;

import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { LEAD_STATUSES } from '../leads/lead';

/**
 * The JSON Schemas the routes share, each under its `$id`: a route refers to one as
 * `{ $ref: 'uuid#' }`. Fastify's Ajv compiles every route's schemas once, at start, and no
 * handler sees input its schema refused.
 */
const uuid = {
  $id: 'uuid',
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

const slug = {
  $id: 'slug',
  type: 'string',
  maxLength: 100,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

const leadStatus = { $id: 'lead-status', type: 'string', enum: LEAD_STATUSES } as const;

export const SHARED_SCHEMAS = [uuid, slug, leadStatus];

export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
}

/**
 * Types a route's params, query and body from its schemas (the shared ones by their `$id`):
 * `app.withTypeProvider<SchemaTypes>()`. What a handler reads is what its schema let in.
 */
export type SchemaTypes = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: [typeof uuid, typeof slug, typeof leadStatus] };
}>;

/** A Fastify instance whose routes are typed from their schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypes
>;

/** `{ id }` in the path, a UUID. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { $ref: 'uuid#' } },
} as const;

/** `{ slug }` in the path, a service record's slug. */
export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { $ref: 'slug#' } },
} as const;

import type { FastifyInstance } from 'fastify';
import { LEAD_STATUSES } from '../leads/lead';

/**
 * The JSON Schemas the routes share, each under its `$id`: a route refers to one as
 * `{ $ref: 'uuid#' }`. Fastify's Ajv compiles every route's schemas once, at start, and no
 * handler sees input its schema refused.
 */
export const SHARED_SCHEMAS = [
  {
    $id: 'uuid',
    type: 'string',
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  },
  {
    $id: 'slug',
    type: 'string',
    maxLength: 100,
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  },
  { $id: 'lead-status', type: 'string', enum: [...LEAD_STATUSES] },
] as const;

export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
}

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

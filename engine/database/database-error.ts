import type { DatabaseErrorLike } from '../errors/store-error';

/** PGlite and node-postgres both raise errors with Postgres' code, message and constraint. */
export function asDatabaseError(error: unknown): DatabaseErrorLike {
  return typeof error === 'object' && error !== null
    ? (error as DatabaseErrorLike)
    : { message: String(error) };
}

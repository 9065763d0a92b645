import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { frameworkRefusal, sendApiError } from '../errors/api-errors';

/** Where a plugin reports an unexpected error: the server's log (or a test's list). */
export type ReportError = (message: string, error: unknown) => void;

/**
 * The error handler of a JSON API: a refused request (a schema, a body too large, the rate
 * limit) answers with its API code and one log line, never a stack trace; a database that
 * cannot work now answers 503 with Retry-After; anything else is a server error, reported
 * with its stack and answered without one.
 */
export function jsonErrors(report: ReportError) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      return sendApiError(
        reply,
        { code: 'unavailable', message: 'database' },
        { why: error.message },
      );
    }
    if (status >= 500) {
      report(`${request.method} ${request.url.split('?')[0]} failed.`, error);
      return sendApiError(reply, { code: 'server-error', message: 'unexpected' });
    }
    return sendApiError(reply, frameworkRefusal(status, error.message));
  };
}

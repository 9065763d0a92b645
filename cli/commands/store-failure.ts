import { ServerRequestError } from './server-client';

/** Why the store did not take a write, and whether some of it may have been applied. */
export interface StoreFailure {
  message: string;
  /**
   * False when the store answered with a refusal (it rolled the one transaction back) or the
   * request never left; true when the connection failed after the request was sent.
   */
  mayHaveWritten: boolean;
}

// Failures before anything reached the store: no connection was made.
const NOT_SENT =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT/;
// SQLSTATE classes of a lost connection (08) or a server shutting down (57P).
const CONNECTION_LOST_STATE = /^(08|57P)/;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

interface ErrorParts {
  code?: unknown;
  status?: unknown;
  message?: unknown;
  details?: unknown;
  cause?: unknown;
}

function answeredOrNeverSent(error: ErrorParts): boolean {
  if (error instanceof ServerRequestError) return error.status > 0;
  if (typeof error.status === 'number' && error.status > 0) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (SQLSTATE.test(code) && !CONNECTION_LOST_STATE.test(code)) return true;
  return NOT_SENT.test(`${code} ${String(error.message ?? '')} ${String(error.details ?? '')}`);
}

/** The store's message for a failed write, and whether anything may have been written. */
export function describeStoreFailure(error: unknown): StoreFailure {
  const message = error instanceof Error ? error.message : String(error);
  let cause: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof cause === 'object' && cause; depth += 1) {
    if (answeredOrNeverSent(cause as ErrorParts)) return { message, mayHaveWritten: false };
    cause = (cause as ErrorParts).cause;
  }
  return { message, mayHaveWritten: true };
}

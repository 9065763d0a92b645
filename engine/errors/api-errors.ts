import type { FastifyReply } from 'fastify';

/**
 * Every error the site server's JSON API answers with, by its stable `code`: the status
 * that goes with it and what it means for whoever called. `docs/errors.md` lists them.
 * An answer is `{ "error": { "code", "message" } }`, plus `problems` (the fields a form
 * answer broke) where the code says so.
 */
export const API_ERRORS = {
  'bad-request': {
    status: 400,
    meaning:
      'The request does not have the shape this address takes: a path parameter, query or body that its schema refuses, or a body that is not JSON. The message names what.',
  },
  invalid: {
    status: 400,
    meaning:
      'The content breaks a rule: a form answer (each in `problems`, by field), a service record, or a staff note. Nothing was stored.',
  },
  'signed-out': {
    status: 401,
    meaning:
      'A staff call without a live session (never signed in, signed out, expired or revoked) and without the operator token.',
  },
  'cross-site': {
    status: 403,
    meaning:
      "The browser sent it from another site: its Origin is neither PUBLIC_URL nor this server's host, or it says Sec-Fetch-Site: cross-site.",
  },
  'operator-only': {
    status: 403,
    meaning:
      'Only the operator token (sitectl) may do this: make admin links, list or end sessions, back up.',
  },
  'not-found': {
    status: 404,
    meaning: 'No such thing at this address: an API path, a service record, a lead or a session.',
  },
  'unknown-form': {
    status: 404,
    meaning: 'The page named by `page` declares no form named by `form`.',
  },
  'slug-taken': {
    status: 409,
    meaning: 'Another service record already has this slug.',
  },
  'payload-too-large': {
    status: 413,
    meaning:
      'The body is larger than this address takes (64 KiB for a form, 16 MiB for an import).',
  },
  'unsupported-media-type': {
    status: 415,
    meaning: 'The body is neither JSON nor a posted form.',
  },
  'rate-limited': {
    status: 429,
    meaning: 'Too many form submissions from one address in a minute (LEADS_PER_MINUTE).',
  },
  unavailable: {
    status: 503,
    meaning:
      'The database cannot take this now: its connection was lost (a restart, a failover), it is starting, or its disk is full or cannot be written. Nothing was stored; try again after the `Retry-After` seconds. `/healthz` says when it can again.',
  },
  'server-error': {
    status: 500,
    meaning:
      "Something failed on the server (the database, most often); the server's log has the request id and the error. Nothing was stored.",
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** How long a client is told to wait before trying an `unavailable` request again. */
export const RETRY_AFTER_SECONDS = 5;

/** The API's code for a status Fastify or a plugin answered with by itself. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server-error';
  const found = (Object.keys(API_ERRORS) as ApiErrorCode[]).find(
    (code) => API_ERRORS[code].status === status,
  );
  return found ?? 'bad-request';
}

/**
 * Answers with one of the API's errors, and keeps why for the request's log line (`why`
 * may say more than the caller is told, such as the Origin it came from).
 */
export function sendApiError(
  reply: FastifyReply,
  code: ApiErrorCode,
  message: string,
  { why = message, ...extra }: { why?: string; problems?: unknown[] } = {},
) {
  reply.refusal = `${code}: ${why}`;
  if (code === 'unavailable') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply.code(API_ERRORS[code].status).send({ error: { code, message, ...extra } });
}

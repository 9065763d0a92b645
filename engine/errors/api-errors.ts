import type { FastifyReply } from 'fastify';
import { fillIn } from '../text/fill-in';
import type { ErrorEntry, MessageArgs } from './error-entry';

/**
 * Every error the site server's JSON API answers with, by its stable `code`: its status,
 * what it means and what to do, and every message it is sent with (one per case, with
 * named parameters). `docs/errors.md` lists them. An answer is
 * `{ "error": { "code", "message" } }`, plus `problems` (the fields a form answer broke)
 * where the code says so.
 */
export const API_ERRORS = {
  'bad-request': {
    status: 400,
    title: 'The request does not have the shape this address takes.',
    hint: 'A path parameter, query or body that its schema refuses, or a body that is not JSON: the message names what, as the server read it.',
    messages: { refused: '{detail}' },
    example: {
      request: 'PUT /api/admin/services with the body {}',
      message: 'refused',
      params: { detail: "body must have required property 'services'" },
    },
  },
  invalid: {
    status: 400,
    title: 'The content breaks a rule; nothing was stored.',
    hint: 'A form answer (each in `problems`, by field), a record (a service, a post), a staff note or an owner: change what the message names and send it again.',
    messages: {
      answers: 'Some answers were not accepted.',
      service: '{problems}',
      record: '{problems}',
      'slug-change':
        'The slug of a {noun} cannot change: this is "{slug}", the body says "{sent}".',
      note: 'The note holds a character it cannot keep.',
      owner: "The owner's name holds a character it cannot keep, or a line break.",
      email: 'That is not an email address: give the one the person sent their forms with.',
    },
    example: {
      request: 'PUT /api/admin/services/cybersecurity with a body whose slug is "cyber"',
      message: 'slug-change',
      params: { noun: 'service', slug: 'cybersecurity', sent: 'cyber' },
    },
  },
  'signed-out': {
    status: 401,
    title: 'A staff call without a live session.',
    hint: 'Never signed in, signed out, expired or revoked, and no operator token: open a new admin link (`sitectl admin-link`).',
    messages: { 'no-session': 'Open an admin link to use the dashboard.' },
    example: { request: 'GET /api/admin/services without a session', message: 'no-session' },
  },
  'cross-site': {
    status: 403,
    title: 'The browser sent it from another site.',
    hint: "Its Origin is neither PUBLIC_URL nor this server's host, or it says Sec-Fetch-Site: cross-site. Behind a proxy, set PUBLIC_URL to the address visitors use.",
    messages: {
      form: 'Send forms from this site.',
      dashboard: 'The dashboard answers this site only.',
      'sign-in': 'Sign in from this site.',
    },
    example: {
      request: 'POST /api/leads?form=contact&page=/contact with Origin: https://elsewhere.example',
      message: 'form',
    },
  },
  'operator-only': {
    status: 403,
    title: 'Only the operator token may do this.',
    hint: 'Making admin links, listing or ending sessions and backing up are for `sitectl`, which sends the token in `server.json`.',
    messages: { operator: 'Only the operator token (sitectl) may do this.' },
    example: { request: 'POST /api/admin/links with a staff session', message: 'operator' },
  },
  'not-found': {
    status: 404,
    title: 'No such thing at this address.',
    hint: 'An API path, a record (a service, a post), a lead, a notification, a session or a preview link that does not exist, or no longer does: check the address, or list what there is.',
    messages: {
      api: 'No such API.',
      service: 'There is no service "{slug}": it may have been deleted.',
      lead: 'There is no lead with the id "{id}".',
      notification: 'There is no notification with the id "{id}".',
      session: 'There is no live session with the id "{id}".',
      record: 'There is no {noun} "{slug}": it may have been deleted.',
      draft: 'The {noun} "{slug}" has no changes to publish.',
      version: 'The {noun} "{slug}" has no version {version}.',
      unpublished: 'The {noun} "{slug}" is not published.',
      schedule: 'The {noun} "{slug}" has no {action} scheduled.',
      discard:
        'The {noun} "{slug}" has no saved changes to discard (one off the site keeps its draft, all that is left of it).',
      preview: 'The {noun} "{slug}" has no saved changes to preview: save a change first.',
      'preview-link': 'There is no preview link with the id "{id}".',
    },
    example: {
      request: 'GET /api/services/harbour-cctv when no record has that slug',
      message: 'service',
      params: { slug: 'harbour-cctv' },
    },
  },
  'unknown-form': {
    status: 404,
    title: 'The page declares no such form.',
    hint: 'The page named by `page` declares no form named by `form`: check both against the page document.',
    messages: { form: 'No such form on that page.' },
    example: { request: 'POST /api/leads?form=quote&page=/about', message: 'form' },
  },
  'slug-taken': {
    status: 409,
    title: 'Another record of the collection already has this slug.',
    hint: 'Choose another slug, or edit the record that has it.',
    messages: { taken: 'A {noun} with the slug "{slug}" already exists.' },
    example: {
      request: 'POST /api/admin/services with the slug "cybersecurity"',
      message: 'taken',
      params: { noun: 'service', slug: 'cybersecurity' },
    },
  },
  'edit-conflict': {
    status: 409,
    title: 'Someone changed the record after this edit began; nothing was stored.',
    hint: 'Another save, publish or import moved the record past the `revision` the edit started from. `change` says who and when: load the record again, and make the edit on what is there now.',
    messages: {
      changed:
        '{by} changed "{slug}" at {at}, after this edit began. Load it again to see what changed.',
    },
    example: {
      request: 'PUT /api/admin/service-drafts/cybersecurity with { "revision": 3 } when it is at 4',
      message: 'changed',
      params: { by: 'Sara Khan', slug: 'cybersecurity', at: '2026-11-29T09:12:00.000Z' },
    },
  },
  'payload-too-large': {
    status: 413,
    title: 'The body is larger than this address takes.',
    hint: '64 KiB for a form, 16 MiB for an import, 15 MB for a picture: split an import into several files, save a picture smaller.',
    messages: {
      refused: '{detail}',
      picture:
        'The picture is larger than 15 MB. Save it smaller (4,000 pixels a side is plenty) and upload it again.',
    },
    example: {
      request: 'POST /api/leads with a 100 KiB body',
      message: 'refused',
      params: { detail: 'Request body is too large' },
    },
  },
  'unsupported-media-type': {
    status: 415,
    title: 'The body is not what this address takes.',
    hint: 'Send `Content-Type: application/json`, or post the form as a browser does; a picture upload takes a JPEG, PNG, WebP or AVIF file, told by its content.',
    messages: {
      refused: '{detail}',
      picture:
        'This file is not a JPEG, PNG, WebP or AVIF picture. Save it in one of these formats and upload it again.',
    },
    example: {
      request: 'POST /api/leads with Content-Type: text/plain',
      message: 'refused',
      params: { detail: 'Unsupported Media Type: text/plain; charset=utf-8' },
    },
  },
  'rate-limited': {
    status: 429,
    title: 'Too many form submissions from one address in a minute.',
    hint: 'Wait a minute and send again; LEADS_PER_MINUTE sets the limit.',
    messages: { refused: '{detail}' },
    example: {
      request: 'The eleventh POST /api/leads from one address in a minute',
      message: 'refused',
      params: { detail: 'Rate limit exceeded, retry in 1 minute' },
    },
  },
  unavailable: {
    status: 503,
    title: 'The database cannot take this now; nothing was stored.',
    hint: 'Its connection was lost (a restart, a failover), it is starting, or its disk is full or cannot be written. Try again after the `Retry-After` seconds; `/healthz` says when it can again.',
    messages: {
      database:
        'The database cannot take this now; nothing was stored. Try again in a few seconds.',
    },
    example: { request: 'Any write while the database restarts', message: 'database' },
  },
  'server-error': {
    status: 500,
    title: 'Something failed on the server; nothing was stored.',
    hint: "The server's log has the request id and the error (the database, most often).",
    messages: {
      unexpected: 'Something went wrong on the server.',
      'lead-not-stored': 'Not stored.',
    },
    example: { request: 'Any request the server fails on', message: 'unexpected' },
  },
} as const satisfies Record<string, ErrorEntry & { status: number }>;

type Catalogue = typeof API_ERRORS;
export type ApiErrorCode = keyof Catalogue;

/** The cases an error code has messages for. */
export type ApiMessageCase<Code extends ApiErrorCode> = keyof Catalogue[Code]['messages'] & string;

/** A code with one of its messages and that message's parameters: what a refusal says. */
export type ApiRefusal = {
  [Code in ApiErrorCode]: {
    [Case in ApiMessageCase<Code>]: {
      code: Code;
      message: Case;
    } & MessageArgs<Catalogue[Code]['messages'][Case] & string>;
  }[ApiMessageCase<Code>];
}[ApiErrorCode];

/** The words of a refusal, its parameters filled in. */
export function apiMessage({ code, message, params }: ApiRefusal): string {
  const messages: Readonly<Record<string, string>> = API_ERRORS[code].messages;
  return fillIn(messages[message]!, params ?? {});
}

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
 * A refusal Fastify or one of its plugins made (a schema, a body limit, the rate limit),
 * in its words: the code its status has, with the message given as `detail` where the
 * code has such a message, and the code's first message where it has not.
 */
export function frameworkRefusal(status: number, detail: string): ApiRefusal {
  const code = codeForStatus(status);
  const messages: Readonly<Record<string, string>> = API_ERRORS[code].messages;
  const message = 'refused' in messages ? 'refused' : Object.keys(messages)[0]!;
  return { code, message, params: { detail } } as ApiRefusal;
}

/**
 * Answers with one of the API's errors, and keeps why for the request's log line (`why`
 * may say more than the caller is told, such as the Origin it came from).
 */
export function sendApiError(
  reply: FastifyReply,
  refusal: ApiRefusal,
  {
    why,
    message: worded,
    ...extra
  }: {
    why?: string;
    problems?: unknown[];
    change?: unknown;
    /** The words a visitor reads instead, in the language of the page they came from. */
    message?: string;
  } = {},
) {
  const { code } = refusal;
  const message = worded ?? apiMessage(refusal);
  reply.refusal = `${code}: ${why ?? apiMessage(refusal)}`;
  if (code === 'unavailable') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply.code(API_ERRORS[code].status).send({ error: { code, message, ...extra } });
}

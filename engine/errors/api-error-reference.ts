import { referenceSection } from './reference-section';
import { API_ERRORS, type ApiErrorCode } from './api-errors';

/** The part of `docs/errors.md` that lists the site server's API error codes. */
export function apiErrorReference(): string {
  const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
  return referenceSection({
    heading: 'Errors of the site server',
    source: 'engine/errors/api-errors.ts',
    text: [
      "Every error the site server's JSON API answers with is",
      '`{ "error": { "code": "...", "message": "..." } }`, with `problems` (one per field: its',
      'name and message) for a form answer that was not accepted. The code is permanent; the',
      'message is for people. A browser that posted a form without JavaScript gets a page',
      'saying the same instead. The server logs each refused request on one line with its code.',
    ],
    columns: ['Code', 'Status', 'What it means'],
    rows: codes.map((code) => [
      `\`${code}\``,
      String(API_ERRORS[code].status),
      API_ERRORS[code].meaning,
    ]),
  });
}

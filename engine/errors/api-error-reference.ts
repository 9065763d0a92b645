import { API_ERRORS, apiMessage, type ApiErrorCode, type ApiRefusal } from './api-errors';
import { catalogueHeader, errorSection } from './error-section';

/** What the example request of a code is answered with. */
function exampleAnswer(code: ApiErrorCode): string[] {
  const { example } = API_ERRORS[code];
  const params: Readonly<Record<string, string>> = 'params' in example ? example.params : {};
  const refusal = { code, message: example.message, params } as ApiRefusal;
  const answer = { error: { code, message: apiMessage(refusal) } };
  return [
    `For example, ${example.request} is answered:`,
    '',
    '```json',
    JSON.stringify(answer, null, 2),
    '```',
  ];
}

/** The part of `docs/errors.md` that lists the site server's API errors. */
export function apiErrorReference(): string {
  const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
  return [
    ...catalogueHeader(
      'Errors of the site server',
      'engine/errors/api-errors.ts',
      [
        "Every error the site server's JSON API answers with is",
        '`{ "error": { "code": "...", "message": "..." } }`, with `problems` (one per field: its',
        'name and message) for a form answer that was not accepted. The code is permanent; the',
        'message is for people. A browser that posted a form without JavaScript gets a page',
        'saying the same instead. The server logs each refused request on one line with its code.',
      ],
      codes.map((code) => ({ code, title: API_ERRORS[code].title })),
    ),
    ...codes.map((code) =>
      errorSection({
        code,
        entry: API_ERRORS[code],
        facts: [`Status: ${API_ERRORS[code].status}.`],
        example: exampleAnswer(code),
      }),
    ),
  ].join('\n');
}

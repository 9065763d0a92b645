import { catalogueHeader, errorSection } from '../errors/error-section';
import { SUBMIT_LEAD_ERRORS, type SubmitLeadErrorCode } from './submit-lead-errors';

/** The part of `docs/errors.md` that lists the refusals of public.submit_lead. */
export function submitLeadErrorReference(): string {
  const codes = Object.keys(SUBMIT_LEAD_ERRORS) as SubmitLeadErrorCode[];
  return [
    ...catalogueHeader(
      'Errors of public.submit_lead',
      'engine/leads/submit-lead-errors.ts',
      [
        'A static build on Supabase sends every form to the database function',
        '`public.submit_lead(form, page, fields, source)`, which takes a submission as the site',
        "server does. When it takes nothing it raises an error whose SQLSTATE (PostgREST's `code`)",
        "is one of these, and the site shows the visitor what the site server's answer with the",
        'same API code would show, in the words of the form. Spam is not an error: it is stored',
        'apart, as on the server.',
      ],
      codes.map((code) => ({ code, title: SUBMIT_LEAD_ERRORS[code].title })),
    ),
    ...codes.map((code) => {
      const { sameAs, example } = SUBMIT_LEAD_ERRORS[code];
      return errorSection({
        code,
        entry: SUBMIT_LEAD_ERRORS[code],
        facts: [`The site server answers the same with [\`${sameAs}\`](#${sameAs}).`],
        example: [`For example: ${example.cause}`],
      });
    }),
  ].join('\n');
}

import { referenceSection } from '../errors/reference-section';
import { SUBMIT_LEAD_ERRORS, type SubmitLeadErrorCode } from './submit-lead-errors';

/** The part of `docs/errors.md` that lists the refusals of public.submit_lead. */
export function submitLeadErrorReference(): string {
  const codes = Object.keys(SUBMIT_LEAD_ERRORS) as SubmitLeadErrorCode[];
  return referenceSection({
    heading: 'Errors of public.submit_lead',
    source: 'engine/leads/submit-lead-errors.ts',
    text: [
      'A static build on Supabase sends every form to the database function',
      '`public.submit_lead(form, page, fields, source)`, which takes a submission as the site',
      "server does. When it takes nothing it raises an error whose SQLSTATE (PostgREST's `code`)",
      "is one of these, and the site shows the visitor what the site server's answer with the",
      'same API code would show. Spam is not an error: it is stored apart, as on the server.',
    ],
    columns: ['SQLSTATE', "Same as the server's", 'What it means'],
    rows: codes.map((code) => [
      `\`${code}\``,
      `\`${SUBMIT_LEAD_ERRORS[code].sameAs}\``,
      SUBMIT_LEAD_ERRORS[code].meaning,
    ]),
  });
}

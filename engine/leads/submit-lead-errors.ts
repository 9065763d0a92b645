import type { DataFailure } from '../errors/data-request-error';
import { fieldMessage, fillMessage } from '../forms/form-messages';
import type { FormDefinition, FormMessages } from '../forms/form-types';
import { kindOf } from '../forms/kinds';
import { ruleOfAnswerKeyword } from '../forms/kinds/field-kind';
import type { ApiErrorCode } from '../errors/api-errors';
import type { ErrorEntry } from '../errors/error-entry';
import type { FieldProblem } from '../errors/data-request-error';

/**
 * Every refusal of public.submit_lead (supabase/migrations/…_submit_lead.sql), by its
 * SQLSTATE: the site server's API error for the same refusal, the failure a form shows for
 * it, what it means and what to do. The visitor's message is the form's own, as the site
 * server's would be (refusalProblems). `docs/errors.md` lists them.
 */
export const SUBMIT_LEAD_ERRORS = {
  LE001: {
    sameAs: 'unknown-form',
    failure: 'not-found',
    title: 'The page declares no such form, as far as the database knows.',
    hint: 'The page named by `page` declares no form named by `form` in the database: `sitectl push` writes the forms of the pages there.',
    example: { cause: "submit_lead('quote', '/about', …) when /about has no form named quote." },
  },
  LE002: {
    sameAs: 'invalid',
    failure: 'invalid',
    title: 'An answer to a field the form does not declare.',
    hint: '`detail` names the field: send only the fields the form declares.',
    example: { cause: 'a contact form sent with an answer named `fax`.' },
  },
  LE003: {
    sameAs: 'invalid',
    failure: 'invalid',
    title: 'An answer its field does not accept.',
    hint: "`detail` names the field and `hint` the rule: `characters` (a control character, or a line break in a one-line field), or the keyword of the field's answer schema it broke (`minLength` or `const`: missing; `maxLength`: too long; `type`: not text or a tick; `anyOf`, `enum`, `pattern`: not an email address or not one of the options).",
    example: { cause: 'an email field answered with `layla at example`: `hint` is `anyOf`.' },
  },
  LE004: {
    sameAs: 'payload-too-large',
    failure: 'invalid',
    title: 'The answers take more than 64 KiB.',
    hint: 'Shorten the longest answers.',
    example: { cause: 'a message field holding a pasted 100 KiB log.' },
  },
  LE005: {
    sameAs: 'rate-limited',
    failure: 'rate-limited',
    title: 'More than 10 submissions from one address in this minute.',
    hint: 'The address is the first of X-Forwarded-For: wait a minute and send again.',
    example: { cause: 'the eleventh form sent from one address within a minute.' },
  },
  LE006: {
    sameAs: 'invalid',
    failure: 'invalid',
    title: '`fields` is not an object of answers by field name.',
    hint: 'Send the answers as one JSON object, each field name to its answer.',
    example: { cause: '`fields` sent as a list of answers.' },
  },
} as const satisfies Record<string, ErrorEntry & { sameAs: ApiErrorCode; failure: DataFailure }>;

export type SubmitLeadErrorCode = keyof typeof SUBMIT_LEAD_ERRORS;

/** A refusal as PostgREST reports it (`details`), or a Postgres driver (`detail`). */
export interface SubmitLeadRefusal {
  code?: string | null;
  details?: string | null;
  detail?: string | null;
  hint?: string | null;
}

export const isSubmitLeadError = (code: unknown): code is SubmitLeadErrorCode =>
  typeof code === 'string' && Object.hasOwn(SUBMIT_LEAD_ERRORS, code);

/**
 * The problem a refusal names, in the words the site server would have answered with
 * (leadProblems): the form's `messages`, the site's catalogue with the form's own wording.
 */
export function refusalProblems(
  refusal: SubmitLeadRefusal,
  form: FormDefinition,
  messages: FormMessages,
): FieldProblem[] {
  const name = refusal.details ?? refusal.detail ?? '';
  if (refusal.code === 'LE006')
    return [{ field: '', message: fillMessage(messages, 'noAnswers', {}) }];
  if (refusal.code === 'LE002') {
    return [{ field: name, message: fillMessage(messages, 'unknownField', { name }) }];
  }
  const field = form.fields.find((candidate) => candidate.name === name);
  if (refusal.code !== 'LE003' || !field) return [];
  const kind = kindOf(field);
  const rule =
    refusal.hint === 'characters' ? 'characters' : ruleOfAnswerKeyword(refusal.hint ?? '');
  const message = fieldMessage(messages, kind.messages[rule], field, { max: kind.maxLength });
  return [{ field: name, message }];
}

import type { LeadInput } from '../lead';
import { LEAD_SOURCE_KEYS, type LeadSource } from '../../forms/lead-source';
import { spamReason } from './spam-signals';
import { isStorableText } from '../../forms/storable-text';
import { compileFor } from '../../document/ajv';
import { isNotFoundRoute, matchRoute } from '../../document/routes';
import { findForm } from '../../forms/find-form';
import { interpolateDeep } from '../../locale/interpolate';
import { fieldMessage, fillMessage, formMessages } from '../../forms/form-messages';
import type { FormDefinition } from '../../forms/form-types';
import { HONEYPOT_FIELD } from '../../forms/honeypot';
import type { FieldProblem } from '../../errors/data-request-error';
import { leadProblems } from '../../forms/answer-problems';
import { leadFields, leadValuesSchema, normaliseValues, unstorableFields } from './lead-answers';
import type { FormValues } from '../../forms/form-types';
import type { PageDocument, SiteDocument } from '../../document/page-types';
import type { PageRoute } from '../../document/routes';

/** Where the forms of a site are declared: its routes, their page documents, the site file. */
export interface FormSource {
  entry: {
    routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
    loadPage(route: string): Promise<PageDocument>;
    site: SiteDocument;
    /** The site settings in the language of a page path. */
    siteOfPath(pathname: string): {
      site: SiteDocument;
      locale: { code: string; dir: 'ltr' | 'rtl' };
    };
  };
}

/** What a submission turned out to be (spam is a lead too, kept apart: `input.spamReason`). */
export type LeadIntake =
  | { kind: 'lead'; form: FormDefinition; input: LeadInput }
  | { kind: 'unknown-form' }
  | { kind: 'invalid'; form: FormDefinition; problems: FieldProblem[] };

const PAGE_PATTERN = /^\/[a-z0-9/_-]{0,199}$/;
const FORM_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A form as visitors see it and send it: `{product}` filled in with the brand name. */
export const formAsSent = (form: FormDefinition, site: SiteDocument): FormDefinition =>
  interpolateDeep(form, { product: site.brand.name }).value;

// Per build, each route's forms as visitors see them.
const formsByBuild = new WeakMap<FormSource, Map<string, FormDefinition | null>>();

/** The form a submission names: `page` is the path it was sent from, `form` its name. */
export async function formFor(
  build: FormSource,
  page: unknown,
  name: unknown,
): Promise<FormDefinition | null> {
  if (typeof page !== 'string' || typeof name !== 'string') return null;
  if (!PAGE_PATTERN.test(page) || !FORM_PATTERN.test(name) || name.length > 100) return null;
  const { route } = matchRoute(page, build.entry.routes);
  if (isNotFoundRoute(route)) return null;
  let forms = formsByBuild.get(build);
  if (!forms) formsByBuild.set(build, (forms = new Map()));
  const key = `${route}#${name}`;
  if (!forms.has(key)) {
    const declared = findForm(await build.entry.loadPage(route), name);
    forms.set(key, declared && formAsSent(declared, build.entry.siteOfPath(page).site));
  }
  return forms.get(key) ?? null;
}

/**
 * Checks a submission against its form's declaration in the page document, with the
 * project's one Ajv: only declared fields, required ones present, emails and options
 * valid, lengths capped. Never trusts the browser's own checks. A valid submission that
 * looks sent by a machine (spam-signals.ts) is a lead kept apart as spam.
 */
/** What the server knows of a submission beyond its answers. */
export interface SubmissionContext {
  /** How long after its page was shown it was sent, from a ticket the server signed. */
  elapsedMs: number | null;
  /** Its ticket came with an earlier submission that was stored. */
  ticketReused?: boolean;
  /** Sent faster than this is a machine's (LEAD_MIN_SECONDS). */
  fastestHumanMs?: number;
}

// What the site's script sends beside the answers: never an answer of any form.
const TICKET_FIELD = '_ticket';
const SOURCE_FIELD = '_source';

/** The ticket a submission carries, for the server to check (see form tickets). */
export const ticketOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[TICKET_FIELD] : undefined;

/** Where the visitor came from, as the browser sent it: known keys, short strings only. */
function sourceOf(raw: unknown): LeadSource {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const source: LeadSource = {};
  for (const key of LEAD_SOURCE_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() && isStorableText(value, false)) {
      source[key] = value.trim().slice(0, 500);
    }
  }
  return source;
}

export async function takeLead(
  build: FormSource,
  query: { page?: unknown; form?: unknown },
  body: unknown,
  context: SubmissionContext = { elapsedMs: null },
): Promise<LeadIntake> {
  const form = await formFor(build, query.page, query.form);
  if (!form) return { kind: 'unknown-form' };
  // Refusals speak the page's language: an Arabic page's form answers in Arabic.
  const { site } = build.entry.siteOfPath(String(query.page));
  const messages = formMessages(site.forms.messages, form.messages);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    const message = fillMessage(messages, 'noAnswers', {});
    return { kind: 'invalid', form, problems: [{ field: '', message }] };
  }
  // The ticket was read by the server already (SubmissionContext); no form has it.
  const {
    [HONEYPOT_FIELD]: trap,
    [SOURCE_FIELD]: source,
    ...rest
  } = body as Record<string, unknown>;
  const answers = Object.fromEntries(
    Object.entries(rest).filter(([name]) => name !== TICKET_FIELD),
  );
  const trapFilled = typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined;
  const values = normaliseValues(form, answers) as Record<string, unknown>;
  const unstorable = unstorableFields(form, values);
  if (unstorable.length > 0) {
    const problems = unstorable.map((field) => ({
      field: field.name,
      message: fieldMessage(messages, 'characters', field),
    }));
    return { kind: 'invalid', form, problems };
  }
  const validate = compileFor(form, () => leadValuesSchema(form));
  if (!validate(values))
    return { kind: 'invalid', form, problems: leadProblems(form, validate.errors ?? [], messages) };
  const fields = leadFields(form, values as FormValues);
  const spam = spamReason({ trapFilled, ...context, fields });
  return {
    kind: 'lead',
    form,
    input: {
      form: form.name,
      page: String(query.page),
      locale: build.entry.siteOfPath(String(query.page)).locale.code,
      fields,
      source: sourceOf(source),
      ...(spam ? { spamReason: spam } : {}),
    },
  };
}

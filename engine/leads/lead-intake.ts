import type { LeadInput } from './lead';
import { compileFor } from '../document/ajv';
import { matchRoute } from '../document/routes';
import { findForm } from '../forms/find-form';
import { interpolateDeep } from '../render/interpolate';
import { fieldMessage, fillMessage, formMessages } from '../forms/form-messages';
import type { FormDefinition } from '../forms/form-types';
import { HONEYPOT_FIELD } from '../forms/honeypot';
import { leadProblems, type FieldProblem } from './lead-problems';
import { leadFields, leadValuesSchema, normaliseValues, unstorableFields } from './lead-answers';
import type { FormValues } from '../forms/form-types';
import type { PageDocument, SiteDocument } from '../document/page-types';
import type { PageRoute } from '../document/routes';

/** Where the forms of a site are declared: its routes, their page documents, the site file. */
export interface FormSource {
  entry: {
    routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
    loadPage(route: string): Promise<PageDocument>;
    site: SiteDocument;
  };
}

/** What a submission turned out to be. */
export type LeadIntake =
  | { kind: 'lead'; form: FormDefinition; input: LeadInput }
  /** The hidden field was filled in: a bot. Answered like a success, stored nowhere. */
  | { kind: 'trap'; form: FormDefinition }
  | { kind: 'unknown-form' }
  | { kind: 'invalid'; form: FormDefinition; problems: FieldProblem[] };

const PAGE_PATTERN = /^\/[a-z0-9/_-]{0,199}$/;
const FORM_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Per build, each route's forms as visitors see them: `{product}` filled in.
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
  if (route === '404') return null;
  let forms = formsByBuild.get(build);
  if (!forms) formsByBuild.set(build, (forms = new Map()));
  const key = `${route}#${name}`;
  if (!forms.has(key)) {
    const declared = findForm(await build.entry.loadPage(route), name);
    const product = build.entry.site.brand.name;
    forms.set(key, declared && interpolateDeep(declared, { product }).value);
  }
  return forms.get(key) ?? null;
}

/**
 * Checks a submission against its form's declaration in the page document, with the
 * project's one Ajv: only declared fields, required ones present, emails and options
 * valid, lengths capped. Never trusts the browser's own checks.
 */
export async function takeLead(
  build: FormSource,
  query: { page?: unknown; form?: unknown },
  body: unknown,
): Promise<LeadIntake> {
  const form = await formFor(build, query.page, query.form);
  if (!form) return { kind: 'unknown-form' };
  const messages = formMessages(build.entry.site.forms.messages, form.messages);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    const message = fillMessage(messages, 'noAnswers', {});
    return { kind: 'invalid', form, problems: [{ field: '', message }] };
  }
  const { [HONEYPOT_FIELD]: trap, ...answers } = body as Record<string, unknown>;
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined) {
    return { kind: 'trap', form };
  }
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
  return {
    kind: 'lead',
    form,
    input: {
      form: form.name,
      page: String(query.page),
      fields: leadFields(form, values as FormValues),
    },
  };
}

import type { PageDocument, SiteDocument } from '../../document/page-types';
import type { PageRoute } from '../../document/routes';
import { formsOf } from '../../forms/find-form';
import type { FieldKind, FormDefinition } from '../../forms/form-types';
import { defaultFieldKind, kindOf } from '../../forms/kinds';
import { formAsSent } from './lead-intake';

/**
 * One field of a form as the database checks its answer (public.submit_lead): everything
 * is read from the field's kind, the module the site server checks answers with.
 */
export interface DeclaredField {
  name: string;
  /** The label the visitor saw, stored with the answer. */
  label: string;
  kind: FieldKind;
  /** The answer when none is sent: the field's default, or its kind's empty answer. */
  absent: string | boolean;
  /** Its answer is a tick (true or false; a posted form sends "on") rather than text. */
  tick: boolean;
  /** Its answer may hold tabs and line breaks (a browser's CR LF is kept as LF). */
  multiline: boolean;
  /** The JSON Schema of an answer, the one the site server's Ajv checks it against. */
  answer: Record<string, unknown>;
  /** What a lead stores for an answer, when not the answer itself: a select's labels. */
  labels?: Record<string, string>;
  /** A consent box: the lead keeps its wording's version (intake.stamp_consent). */
  consent?: true;
}

/** A form of a page, as `sitectl push` writes it to public.lead_form_declarations. */
export interface LeadFormDeclaration {
  /** The page's route: `/contact`, or a template's `/services/:slug`. */
  route: string;
  form: string;
  fields: DeclaredField[];
  /** The form's own recipients (`notify:`), instead of the site server's LEAD_EMAIL_TO. */
  notify: string[];
  /** Whether it answers its visitors (`autoReply:`); the site server's worker writes the reply. */
  autoReply: boolean;
}

/** The keywords of an answer schema that public.submit_lead (intake.broken_keyword) reads. */
export const DATABASE_ANSWER_KEYWORDS = [
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'anyOf',
] as const;

/** Throws when an answer schema says what the database would not check. */
function assertDatabaseReads(schema: Record<string, unknown>, where: string): void {
  for (const [keyword, value] of Object.entries(schema)) {
    if (!(DATABASE_ANSWER_KEYWORDS as readonly string[]).includes(keyword)) {
      throw new Error(
        `${where}: the database does not check "${keyword}" of an answer; teach intake.broken_keyword in a migration first.`,
      );
    }
    if (keyword === 'anyOf') {
      for (const branch of value as Record<string, unknown>[]) assertDatabaseReads(branch, where);
    }
  }
}

/** What the database needs to know of one field to take its answer as the server does. */
function declareField(field: FormDefinition['fields'][number], where: string): DeclaredField {
  const kind = kindOf(field);
  const answer = kind.answerSchema(field);
  assertDatabaseReads(answer, `${where}, field ${field.name}`);
  const options = 'options' in field ? field.options : [];
  const labels =
    kind.stored && options.length > 0
      ? Object.fromEntries(options.map(({ value }) => [value, String(kind.stored!(value, field))]))
      : undefined;
  return {
    name: field.name,
    label: field.label,
    kind: field.kind ?? defaultFieldKind,
    absent: kind.normalise(undefined, field) as string | boolean,
    tick: typeof kind.empty === 'boolean',
    multiline: kind.multiline,
    answer,
    ...(labels ? { labels } : {}),
    ...('consent' in field && field.consent ? { consent: true as const } : {}),
  };
}

/** A form of the page at `route`, as visitors see it (`{product}` filled in), declared. */
export function declareLeadForm(route: string, form: FormDefinition): LeadFormDeclaration {
  return {
    route,
    form: form.name,
    fields: form.fields.map((field) => declareField(field, `${route} form ${form.name}`)),
    notify: [...(form.notify ?? [])],
    autoReply: form.autoReply !== undefined,
  };
}

/**
 * Every form of the site's pages, declared: the pages a submission can name (static pages
 * and templates; never the not-found page), in the order of their routes.
 */
export function siteLeadForms(
  pages: readonly (Pick<PageRoute, 'route' | 'kind'> & { document: PageDocument })[],
  site: SiteDocument,
): LeadFormDeclaration[] {
  return [...pages]
    .filter((page) => page.kind !== 'not-found')
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap((page) => {
      // A submission naming a form gets the page's first form of that name (findForm).
      const forms = formsOf(page.document);
      const first = forms.filter(
        (form, index) => forms.findIndex((f) => f.name === form.name) === index,
      );
      return first.map((form) => declareLeadForm(page.route, formAsSent(form, site)));
    });
}

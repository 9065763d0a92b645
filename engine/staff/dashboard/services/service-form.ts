import { fillIn, formatNumber } from '../../../locale/format';
import { checkServiceRecord, type ServiceRule } from '../../../services/check-service-record';
import { normaliseVideoId } from '../../../services/import';
import {
  isListField,
  SERVICE_CONTENT_INPUT_FIELDS,
  toServiceContentInput,
  type ServiceContentField,
  type ServiceContentInput,
} from '../../../services/service-content';
import { withServiceDefaults } from '../../../services/service-defaults';
import { serviceContentSchema } from '../../../schema/service-content.schema';
import { maxSlugLength } from '../../../schema/service-rules';
import { declareField } from '../../../forms/declare-field';
import type { FormField } from '../../../forms/form-types';
import type { FormValues } from '../../../forms/form-types';

/** The form has one field for each field a writer supplies, as the schema lists them. */
export const serviceFormFields = SERVICE_CONTENT_INPUT_FIELDS;

export type ServiceFormField = ServiceContentField;
export type ServiceFormValues = Record<ServiceFormField, string>;
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>;

export const requiredServiceFields: readonly ServiceFormField[] = serviceContentSchema.required;

interface FieldLayout {
  half?: boolean;
  rows?: number;
}

/**
 * How the dialog asks for each field, in the order it shows them. Every field of a service
 * record has an entry (the type says so), so a field added to the schema cannot be missed.
 */
const layout = {
  name: { half: true },
  slug: { half: true },
  h1: { half: true },
  parent: { half: true },
  hero: { rows: 2 },
  intro: { rows: 4 },
  pains: { rows: 2 },
  solutions: { rows: 2 },
  brands: { half: true },
  cta_label: { half: true },
  image_url: {},
  image_alt: { half: true },
  video_id: { half: true },
  meta_title: { half: true },
  meta_description: { rows: 2 },
} satisfies Record<ServiceFormField, FieldLayout>;

type FieldWords = Pick<FormField, 'label' | 'helperText' | 'placeholder'>;

/** The dialog's fields as form field definitions, with their words from the page. */
export function serviceFieldDefinitions(words: Record<ServiceFormField, FieldWords>): FormField[] {
  return (Object.entries(layout) as [ServiceFormField, FieldLayout][]).map(
    ([name, { half, rows }]) => {
      const field = {
        ...words[name],
        name,
        required: requiredServiceFields.includes(name),
        half,
        autoComplete: 'off',
      };
      return declareField(
        rows === undefined ? field : { ...field, kind: 'textarea', rows, grow: true },
      );
    },
  );
}

export const emptyServiceForm = Object.fromEntries(
  serviceFormFields.map((field) => [field, '']),
) as ServiceFormValues;

/** The dialog's answers as text, every field present. */
export function serviceFormValues(values: FormValues): ServiceFormValues {
  const text = { ...emptyServiceForm };
  for (const field of serviceFormFields) {
    const value = values[field];
    if (typeof value === 'string') text[field] = value;
  }
  return text;
}

/**
 * The slug a name suggests: lowercase, each run of other characters one hyphen, no hyphen
 * at either end, at most as long as a slug may be.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
}

/** "a, b,, c " → ["a", "b", "c"]. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Rules the form engine checks on every field itself, with the site's form messages. */
type EngineRule = 'required' | 'too-long';
const isEngineRule = (rule: ServiceRule): rule is EngineRule =>
  rule === 'required' || rule === 'too-long';

export interface ServiceFormMessages {
  invalidSlug: string;
  unsafeImageUrl: string;
  invalidVideo: string;
  tooMany: string;
  notAllowed: string;
}

/** The message for each rule the form engine does not check itself (required answers, length). */
const messageOf: Readonly<Record<Exclude<ServiceRule, EngineRule>, keyof ServiceFormMessages>> = {
  slug: 'invalidSlug',
  'image-url': 'unsafeImageUrl',
  'video-id': 'invalidVideo',
  'too-many': 'tooMany',
  'unsafe-character': 'notAllowed',
  invalid: 'notAllowed',
};

/**
 * What was typed, as a record: text trimmed (empty is left out), lists split at commas, a
 * YouTube link reduced to its id (anything else kept, for the check to refuse).
 */
function typedRecord(values: ServiceFormValues): Partial<Record<ServiceFormField, unknown>> {
  const record: Partial<Record<ServiceFormField, unknown>> = {};
  for (const field of serviceFormFields) {
    const text = values[field].trim();
    if (isListField(field)) record[field] = splitList(text);
    else if (text !== '')
      record[field] = field === 'video_id' ? (normaliseVideoId(text) ?? text) : text;
  }
  return record;
}

/**
 * What blocks creating the service, per field, by the service content schema, beyond the
 * required answers and lengths the form engine checks itself.
 */
export function checkServiceForm(
  values: ServiceFormValues,
  labels: Record<ServiceFormField, { label: string }>,
  messages: ServiceFormMessages,
): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  for (const problem of checkServiceRecord(withServiceDefaults(typedRecord(values)))) {
    if (isEngineRule(problem.rule)) continue;
    const field = problem.field as ServiceFormField;
    errors[field] ??= fillIn(messages[messageOf[problem.rule]], {
      label: labels[field].label,
      ...(problem.limit === undefined ? {} : { limit: formatNumber(problem.limit) }),
    });
  }
  return errors;
}

/**
 * The record to create from checked form values, with the record's defaults (category
 * "general", button "Get Started") and the form's own: title, meta title and image
 * description from the name, meta description from the hero text.
 */
export function serviceInputFromForm(values: ServiceFormValues): ServiceContentInput {
  const typed = typedRecord(values);
  const { name, hero } = typed;
  return toServiceContentInput(
    withServiceDefaults({
      ...typed,
      h1: typed.h1 ?? name,
      meta_title: typed.meta_title ?? name,
      meta_description: typed.meta_description ?? hero,
      image_alt: typed.image_alt ?? name,
    }) as ServiceContentInput,
  );
}

/** A stored value as the form shows it: text as it is, a list joined with commas, none empty. */
const shownText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/** A record's fields as the form shows them, to edit it. */
export function serviceFormFromRecord(record: ServiceContentInput): ServiceFormValues {
  const text = { ...emptyServiceForm };
  for (const field of serviceFormFields) text[field] = shownText(record[field]);
  return text;
}

/**
 * The record an edit saves: what was typed, read as a new record's is (defaults and all),
 * except that a field left as it was shown keeps its stored value exactly, so saving changes
 * only what was changed (a list item holding a comma stays one item; an empty meta title is
 * not filled in from the name). The slug is the record's. Translations are not included.
 */
export function editedServiceInput(
  values: ServiceFormValues,
  record: ServiceContentInput,
): ServiceContentInput {
  const shown = serviceFormFromRecord(record);
  const input: Record<string, unknown> = { ...serviceInputFromForm(values) };
  for (const field of serviceFormFields) {
    if (values[field] === shown[field]) input[field] = record[field];
  }
  return feedFields({ ...(input as ServiceContentInput), slug: record.slug });
}

/** The record's own fields, without translations. */
function feedFields(input: ServiceContentInput): ServiceContentInput {
  const fields = toServiceContentInput(input);
  delete fields.translations;
  return fields;
}

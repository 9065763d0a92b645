import { fillIn, formatNumber } from '../../../engine/admin/format';
import { checkServiceRecord, type ServiceRule } from '../../../engine/data/check-service-record';
import { normaliseVideoId } from '../../../engine/data/import';
import {
  isListField,
  SERVICE_CONTENT_INPUT_FIELDS,
  toServiceContentInput,
  type ServiceContentField,
  type ServiceContentInput,
} from '../../../engine/data/service-content';
import { withServiceDefaults } from '../../../engine/data/service-defaults';
import { serviceContentSchema } from '../../../engine/schema/service-content.schema';
import { maxSlugLength } from '../../../engine/schema/service-rules';

/** The form has one field for each field a writer supplies, as the schema lists them. */
export const serviceFormFields = SERVICE_CONTENT_INPUT_FIELDS;

export type ServiceFormField = ServiceContentField;
export type ServiceFormValues = Record<ServiceFormField, string>;
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>;

export const requiredServiceFields: readonly ServiceFormField[] = serviceContentSchema.required;

export const emptyServiceForm = Object.fromEntries(
  serviceFormFields.map((field) => [field, '']),
) as ServiceFormValues;

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

export interface ServiceFormMessages {
  required: string;
  invalidSlug: string;
  unsafeImageUrl: string;
  invalidVideo: string;
  tooLong: string;
  tooMany: string;
  notAllowed: string;
}

const messageOf: Readonly<Record<ServiceRule, keyof ServiceFormMessages>> = {
  required: 'required',
  slug: 'invalidSlug',
  'image-url': 'unsafeImageUrl',
  'video-id': 'invalidVideo',
  'too-long': 'tooLong',
  'too-many': 'tooMany',
  'control-character': 'notAllowed',
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

/** What blocks creating the service, per field, by the service content schema. */
export function checkServiceForm(
  values: ServiceFormValues,
  labels: Record<ServiceFormField, { label: string }>,
  messages: ServiceFormMessages,
): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  for (const problem of checkServiceRecord(withServiceDefaults(typedRecord(values)))) {
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

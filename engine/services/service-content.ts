import type { FromSchema } from 'json-schema-to-ts';
import type { serviceContentSchema } from '../schema/service-content.schema';
import { serviceShape } from './service-shape.generated';
import { RecordNotFoundError, SlugTakenError } from '../collections/record-drafts';

/**
 * The service content record: one row of `service_content_feed`, as the public generic
 * service page and the admin dashboard see it. Its type is its schema's, every field present.
 */
type SchemaRecord = FromSchema<typeof serviceContentSchema>;

/** The record's words in one language (its `translations.<code>`). */
export type ServiceTranslation = NonNullable<SchemaRecord['translations']>[string];

/** The record in other languages, by language code; absent or empty for English only. */
export type ServiceTranslations = Readonly<Record<string, ServiceTranslation>>;

export type ServiceContent = Required<Omit<SchemaRecord, 'translations'>> & {
  translations?: ServiceTranslations;
};

/** What a writer supplies: the database fills id and the timestamps. */
export type ServiceContentInput = Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>;

/** A field of the record's own row that a writer supplies. */
export type ServiceContentField = Exclude<keyof ServiceContentInput, 'translations'>;

/** Raised by `create` when another row already has the slug. */
export class DuplicateSlugError extends SlugTakenError {
  constructor(slug: string) {
    super(slug, `A service with the slug "${slug}" already exists.`);
    this.name = 'DuplicateSlugError';
  }
}

/** Raised by `update` when no row has the slug (another writer deleted it, say). */
export class ServiceNotFoundError extends RecordNotFoundError {
  constructor(slug: string) {
    super(slug, `There is no service "${slug}": it may have been deleted.`);
    this.name = 'ServiceNotFoundError';
  }
}

/**
 * The fields a writer supplies (the schema's, less those the database sets), in the order
 * of the specification: column lists, exported YAML and the generated seed SQL all follow it.
 */
export const SERVICE_CONTENT_INPUT_FIELDS: readonly ServiceContentField[] = serviceShape.fields;

/** Whether a field holds a list of text (pains, solutions, brands) rather than text. */
export const isListField = (field: ServiceContentField): boolean =>
  (serviceShape.listFields as readonly string[]).includes(field);

/** The writable part of a stored record, without id and timestamps, with its translations. */
export function toServiceContentInput(record: ServiceContentInput): ServiceContentInput {
  const fields = Object.fromEntries(
    SERVICE_CONTENT_INPUT_FIELDS.map((field) => [field, record[field]]),
  ) as unknown as ServiceContentInput;
  return hasTranslations(record) ? { ...fields, translations: record.translations } : fields;
}

/** Whether a record is written in any language beyond English. */
export const hasTranslations = (record: Pick<ServiceContent, 'translations'>) =>
  record.translations !== undefined && Object.keys(record.translations).length > 0;

/**
 * A record as the feed view hands it back: its `translations` column is `{}` for a record
 * written in English only, which is left out, so such a record reads as it always did.
 */
export function fromFeedRow(row: ServiceContent): ServiceContent {
  if (hasTranslations(row)) return row;
  const record = { ...row };
  delete record.translations;
  return record;
}

/** The record's own row, as the feed takes it: its fields without its translations. */
export function feedRowOf(record: ServiceContentInput): ServiceContentInput {
  const row = toServiceContentInput(record);
  delete row.translations;
  return row;
}

/**
 * The translations of records as `public.replace_service_translations` takes them: a row
 * per record and language, and the slugs whose translations they replace (a record that
 * gives `translations` states them all; one that leaves the key out keeps those it has).
 */
export function translationRows(inputs: readonly ServiceContentInput[]): {
  given: Record<string, unknown>[];
  slugs: string[];
} {
  const translated = inputs.filter((input) => input.translations);
  return {
    given: translated.flatMap((input) =>
      Object.entries(input.translations ?? {}).map(([locale, words]) => ({
        slug: input.slug,
        locale,
        ...words,
      })),
    ),
    slugs: translated.map((input) => input.slug),
  };
}

/**
 * A record as `public.save_services` takes it: its row, and its `translations` when it
 * gives them, which then replace all of its own (`{}` leaves it English only); a record
 * that leaves the key out keeps those it has.
 */
export function savedRecordOf(
  record: ServiceContentInput,
): ServiceContentInput & { translations?: ServiceTranslations } {
  const row = feedRowOf(record);
  return record.translations === undefined ? row : { ...row, translations: record.translations };
}

import type { FromSchema } from 'json-schema-to-ts';
import type { serviceContentSchema } from '../schema/service-content.schema';
import { serviceShape } from './service-shape.generated';

/**
 * The service content record: one row of `service_content_feed`, as the public generic
 * service page and the admin dashboard see it. Its type is its schema's, every field present.
 */
export type ServiceContent = Required<FromSchema<typeof serviceContentSchema>>;

/** What a writer supplies: the database fills id and the timestamps. */
export type ServiceContentInput = Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>;

/** A field a writer supplies. */
export type ServiceContentField = keyof ServiceContentInput;

/**
 * The service content port, implemented by the database repository (server side), the
 * site server's API and Supabase (browser side).
 */
export interface ServiceContentStore {
  /** The row with this slug, or null when there is none. Rejects on a lookup failure. */
  getBySlug(slug: string): Promise<ServiceContent | null>;
  /** Every row, ordered by parent ascending, then name ascending. */
  list(): Promise<ServiceContent[]>;
  /** Inserts one row; rejects with a DuplicateSlugError when the slug is taken. */
  create(input: ServiceContentInput): Promise<ServiceContent>;
  /** Inserts or updates on slug, all or nothing: every row is written or none. */
  upsertMany(inputs: ServiceContentInput[]): Promise<number>;
}

/** Raised by `create` when another row already has the slug. */
export class DuplicateSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A service with the slug "${slug}" already exists.`);
    this.name = 'DuplicateSlugError';
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

/** The writable part of a stored record, without id and timestamps. */
export function toServiceContentInput(record: ServiceContentInput): ServiceContentInput {
  return Object.fromEntries(
    SERVICE_CONTENT_INPUT_FIELDS.map((field) => [field, record[field]]),
  ) as unknown as ServiceContentInput;
}

/**
 * The service content record: one row of `service_content_feed`, as the public
 * generic service page and the admin dashboard see it.
 */
export interface ServiceContent {
  id: string;
  slug: string;
  /** Category shown as the hero badge ("{parent} UAE"); defaults to 'general'. */
  parent: string;
  name: string;
  meta_title: string | null;
  meta_description: string | null;
  h1: string;
  hero: string | null;
  intro: string | null;
  pains: string[];
  solutions: string[];
  cta_label: string | null;
  /** An 11-character YouTube video id, or null. */
  video_id: string | null;
  image_alt: string | null;
  /** An `https:` URL or a site-relative path, or null. */
  image_url: string | null;
  brands: string[];
  created_at: string;
  updated_at: string;
}

/** What a writer supplies: the database fills id and the timestamps. */
export type ServiceContentInput = Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>;

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
 * The fields a writer supplies, in the order of the specification: column lists,
 * exported YAML and the generated seed SQL all follow it.
 */
export const SERVICE_CONTENT_INPUT_FIELDS = Object.keys({
  slug: true,
  parent: true,
  name: true,
  meta_title: true,
  meta_description: true,
  h1: true,
  hero: true,
  intro: true,
  pains: true,
  solutions: true,
  cta_label: true,
  video_id: true,
  image_alt: true,
  image_url: true,
  brands: true,
} satisfies Record<keyof ServiceContentInput, true>) as readonly (keyof ServiceContentInput)[];

/** The writable part of a stored record, without id and timestamps. */
export function toServiceContentInput(record: ServiceContentInput): ServiceContentInput {
  return Object.fromEntries(
    SERVICE_CONTENT_INPUT_FIELDS.map((field) => [field, record[field]]),
  ) as unknown as ServiceContentInput;
}

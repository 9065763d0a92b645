import type { ServiceContent, ServiceContentInput } from './service-content';
import type { ServiceDraftStore } from './service-drafts';

/**
 * The service content port, implemented by the SQL store (server side), the
 * site server's API and Supabase (browser side).
 */
export interface ServiceContentStore extends ServiceDraftStore {
  /** The row with this slug, or null when there is none. Rejects on a lookup failure. */
  getBySlug(slug: string): Promise<ServiceContent | null>;
  /** Every row, ordered by parent ascending, then name ascending. */
  list(): Promise<ServiceContent[]>;
  /**
   * Publishes a new record at once, without a draft (operators' scripts); rejects with a
   * DuplicateSlugError when the slug is taken. `by` as for drafts.
   */
  create(input: ServiceContentInput, by?: string): Promise<ServiceContent>;
  /**
   * Publishes `input` at once as the record with this slug, all or nothing: its fields, and its
   * translations when `input` gives them (`{}` leaves it English only; absent keeps them).
   * The slug stays, being the record's address. Rejects with a ServiceNotFoundError when no
   * record has the slug: an edit never makes a record that was deleted meanwhile.
   */
  update(slug: string, input: ServiceContentInput, by?: string): Promise<ServiceContent>;
  /** Inserts or updates on slug, all or nothing: every row is written or none. */
  upsertMany(inputs: ServiceContentInput[]): Promise<number>;
}

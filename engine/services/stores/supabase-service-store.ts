import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import {
  DuplicateSlugError,
  feedRowOf,
  fromFeedRow,
  savedRecordOf,
  ServiceNotFoundError,
  toServiceContentInput,
  type ServiceContent,
  type ServiceContentInput,
} from '../service-content';
import type { ServiceContentStore } from '../service-store';
import { NO_SUCH_SERVICE, storeError, UNIQUE_VIOLATION } from '../../errors/store-error';
import {
  changeOfConflict,
  EDIT_CONFLICT,
  EditConflictError,
  type ServiceEntry,
  type ServiceVersion,
} from '../service-drafts';

const FEED = 'service_content_feed';
// PostgREST's code for "a single row was requested and none (or several) came back".
const NOT_ONE_ROW = 'PGRST116';

function failure(action: string, error: PostgrestError, status: number): Error {
  return storeError(action, {
    code: error.code,
    message: error.message,
    details: error.details,
    status,
  });
}

/** A failed draft or publish as the port's errors, or a store error naming the action. */
function draftFailure(action: string, slug: string, error: PostgrestError, status: number): Error {
  if (error.code === EDIT_CONFLICT) {
    return new EditConflictError(slug, changeOfConflict(error.details));
  }
  if (error.code === UNIQUE_VIOLATION) return new DuplicateSlugError(slug);
  if (error.code === NO_SUCH_SERVICE) return new ServiceNotFoundError(slug);
  return failure(action, error, status);
}

/** An entry as the functions return it, its published record read as the feed's are. */
const entryOf = (entry: ServiceEntry): ServiceEntry => ({
  ...entry,
  published: entry.published && fromFeedRow(entry.published),
});

/**
 * The service content store on Supabase (PostgREST) through supabase-js. Each
 * method is one request, so `upsertMany` is atomic: PostgREST runs a request in
 * one transaction. Reads do not retry on their own: the caller's query layer
 * owns the retry policy, and two layers of back-off would multiply the wait.
 */
export function createSupabaseStore(client: SupabaseClient): ServiceContentStore {
  return {
    async getBySlug(slug) {
      const { data, error, status } = await client
        .from(FEED)
        .select('*')
        .eq('slug', slug)
        .single()
        .retry(false);
      if (error?.code === NOT_ONE_ROW) return null;
      if (error) throw failure('Could not load the service', error, status);
      return fromFeedRow(data as ServiceContent);
    },

    async list() {
      const { data, error, status } = await client
        .from(FEED)
        .select('*')
        .order('parent', { ascending: true })
        .order('name', { ascending: true })
        .retry(false);
      if (error) throw failure('Could not load the services', error, status);
      return (data as ServiceContent[]).map(fromFeedRow);
    },

    // One call of public.create_service: the record and its translations in one transaction.
    async create(input: ServiceContentInput) {
      const { data, error, status } = await client.rpc('create_service', {
        fields: feedRowOf(input),
        ...(input.translations ? { translations: input.translations } : {}),
      });
      if (error?.code === UNIQUE_VIOLATION) throw new DuplicateSlugError(input.slug);
      if (error) throw failure('Could not create the service', error, status);
      return fromFeedRow(data as ServiceContent);
    },

    // One call of public.update_service: the record and its translations in one
    // transaction, and a record that is gone stays gone.
    async update(slug: string, input: ServiceContentInput) {
      const { data, error, status } = await client.rpc('update_service', {
        slug,
        fields: feedRowOf(input),
        ...(input.translations ? { translations: input.translations } : {}),
      });
      if (error?.code === NO_SUCH_SERVICE) throw new ServiceNotFoundError(slug);
      if (error) throw failure('Could not save the service', error, status);
      return fromFeedRow(data as ServiceContent);
    },

    async upsertMany(inputs: ServiceContentInput[]) {
      if (inputs.length === 0) return 0;
      // One call of public.save_services: every record and translation is written or none.
      const { error, status } = await client.rpc('save_services', {
        records: inputs.map(savedRecordOf),
      });
      if (error) throw failure('Could not save the services', error, status);
      return inputs.length;
    },

    // Drafts and publishing: one call each of the functions the site's own database runs;
    // the person is the signed-in user (the functions read the JWT).
    async entries() {
      const { data, error, status } = await client.rpc('service_entries').retry(false);
      if (error) throw failure('Could not load the services', error, status);
      return (data as ServiceEntry[]).map(entryOf);
    },

    saveDraft: (input, baseRevision) =>
      entryCall('Could not save the draft', input.slug, 'save_service_draft', {
        slug: input.slug,
        record: toServiceContentInput(input),
        base_revision: baseRevision,
      }),
    publish: (slug, baseRevision) =>
      entryCall('Could not publish the service', slug, 'publish_service', {
        slug,
        base_revision: baseRevision,
      }),

    async versions(slug) {
      const { data, error, status } = await client.rpc('service_versions', { slug }).retry(false);
      if (error) throw failure('Could not load the history', error, status);
      return data as ServiceVersion[];
    },

    restore: (slug, version, baseRevision) =>
      entryCall('Could not restore the version', slug, 'restore_service_version', {
        slug,
        version,
        base_revision: baseRevision,
      }),

    schedule: (slug, action, runAt, baseRevision) =>
      entryCall('Could not schedule the service', slug, 'schedule_service', {
        slug,
        action,
        run_at: runAt,
        base_revision: baseRevision,
      }),
    cancelSchedule: (slug, action, baseRevision) =>
      entryCall('Could not cancel the schedule', slug, 'cancel_service_schedule', {
        slug,
        action,
        base_revision: baseRevision,
      }),
    unpublish: (slug, baseRevision) =>
      entryCall('Could not unpublish the service', slug, 'unpublish_service', {
        slug,
        base_revision: baseRevision,
      }),
    discardDraft: (slug, baseRevision) =>
      entryCall('Could not discard the changes', slug, 'discard_service_draft', {
        slug,
        base_revision: baseRevision,
      }),
  };

  /** One call of a function that answers the record's entry, its refusals as the port's errors. */
  async function entryCall(
    action: string,
    slug: string,
    name: string,
    args: Record<string, unknown>,
  ): Promise<ServiceEntry> {
    const { data, error, status } = await client.rpc(name, args);
    if (error) throw draftFailure(action, slug, error, status);
    return entryOf(data as ServiceEntry);
  }
}

import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { NO_SUCH_SERVICE, storeError, UNIQUE_VIOLATION } from '../../errors/store-error';
import {
  changeOfConflict,
  EDIT_CONFLICT,
  EditConflictError,
  type RecordDraftStore,
  type RecordEntry,
  type RecordVersion,
} from '../record-drafts';
import type { CollectionStoreOptions } from './sql-record-store';

/**
 * The drafts workflow of one collection on Supabase (PostgREST) through supabase-js: one call
 * each of the functions the site's own database runs (supabase/migrations/*_collections.sql),
 * the person being the signed-in user (the functions read the JWT). Reads do not retry on
 * their own: the caller's query layer owns the retry policy.
 */
export function createSupabaseRecordStore<Published, Draft extends { slug: string }>(
  client: SupabaseClient,
  options: CollectionStoreOptions<Published, Draft>,
): RecordDraftStore<Published, Draft> {
  const { collection, noun } = options;
  type Entry = RecordEntry<Published, Draft>;
  const entryOf = (entry: Entry): Entry => ({
    ...entry,
    published: entry.published && (options.published?.(entry.published) ?? entry.published),
  });
  const failure = (action: string, error: PostgrestError, status: number) =>
    storeError(action, {
      code: error.code,
      message: error.message,
      details: error.details,
      status,
    });

  async function step(action: string, slug: string, name: string, args: Record<string, unknown>) {
    const { data, error, status } = await client.rpc(name, { collection, slug, ...args });
    if (!error) return entryOf(data as Entry);
    if (error.code === EDIT_CONFLICT)
      throw new EditConflictError(slug, changeOfConflict(error.details));
    if (error.code === UNIQUE_VIOLATION) throw options.slugTaken(slug, error.message);
    if (error.code === NO_SUCH_SERVICE) throw options.notFound(slug, error.message);
    throw failure(action, error, status);
  }

  return {
    async entries() {
      const { data, error, status } = await client
        .rpc('record_entries', { collection })
        .retry(false);
      if (error) throw failure(`Could not load the ${noun}s`, error, status);
      return (data as Entry[]).map(entryOf);
    },
    saveDraft: (input, baseRevision) =>
      step('Could not save the draft', input.slug, 'save_record_draft', {
        record: options.draft?.(input) ?? input,
        base_revision: baseRevision,
      }),
    publish: (slug, baseRevision) =>
      step(`Could not publish the ${noun}`, slug, 'publish_record', {
        base_revision: baseRevision,
      }),
    async versions(slug) {
      const { data, error, status } = await client
        .rpc('record_history', { collection, slug })
        .retry(false);
      if (error) throw failure('Could not load the history', error, status);
      return data as RecordVersion<Draft>[];
    },
    restore: (slug, version, baseRevision) =>
      step('Could not restore the version', slug, 'restore_record_version', {
        version,
        base_revision: baseRevision,
      }),
    schedule: (slug, action, runAt, baseRevision) =>
      step(`Could not schedule the ${noun}`, slug, 'schedule_record', {
        action,
        run_at: runAt,
        base_revision: baseRevision,
      }),
    cancelSchedule: (slug, action, baseRevision) =>
      step('Could not cancel the schedule', slug, 'cancel_record_schedule', {
        action,
        base_revision: baseRevision,
      }),
    unpublish: (slug, baseRevision) =>
      step(`Could not unpublish the ${noun}`, slug, 'unpublish_record', {
        base_revision: baseRevision,
      }),
    discardDraft: (slug, baseRevision) =>
      step('Could not discard the changes', slug, 'discard_record_draft', {
        base_revision: baseRevision,
      }),
  };
}

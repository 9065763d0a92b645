import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { NO_SUCH_SERVICE, storeError, UNIQUE_VIOLATION } from '../../errors/store-error';
import {
  changeOfConflict,
  EDIT_CONFLICT,
  EditConflictError,
  type RecordDraftStore,
  type RecordEntry,
  type RecordVersion,
  type ScheduleAction,
} from '../record-drafts';

// The workflow's functions, one for every collection (supabase/migrations/*_collections.sql),
// which the Supabase stores call too.
const ENTRIES = 'select public.record_entries($1) as entries';
const SAVE_DRAFT = 'select public.save_record_draft($1, $2, $3::jsonb, $4::integer, $5) as entry';
const PUBLISH = 'select public.publish_record($1, $2, $3::integer, $4) as entry';
const HISTORY = 'select public.record_history($1, $2) as versions';
const RESTORE =
  'select public.restore_record_version($1, $2, $3::integer, $4::integer, $5) as entry';
const SCHEDULE =
  'select public.schedule_record($1, $2, $3, $4::timestamptz, $5::integer, $6) as entry';
const CANCEL_SCHEDULE =
  'select public.cancel_record_schedule($1, $2, $3, $4::integer, $5) as entry';
const UNPUBLISH = 'select public.unpublish_record($1, $2, $3::integer, $4) as entry';
const DISCARD_DRAFT = 'select public.discard_record_draft($1, $2, $3::integer, $4) as entry';
const WITHDRAWN = 'select public.record_withdrawn($1, $2) as withdrawn';

/** What a collection's store needs to know of it. */
export interface CollectionStoreOptions<Published, Draft> {
  /** Its name, as the database's functions take it: services, posts. */
  collection: string;
  /** What a record is called in the store's messages: "service", "post". */
  noun: string;
  /** A published record as the functions answer it, in the collection's own shape. */
  published?: (row: Published) => Published;
  /** The draft sent to the database, in the shape the collection keeps. */
  draft?: (input: Draft) => Draft;
  /** The collection's error for a record (or its draft, version, schedule) not there. */
  notFound: (slug: string, message: string) => Error;
  /** The collection's error for a new record whose slug is taken. */
  slugTaken: (slug: string, message: string) => Error;
}

/** A collection's drafts in the site's own database, with what the public pages ask of it. */
export interface SqlRecordStore<Published, Draft extends { slug: string }> extends RecordDraftStore<
  Published,
  Draft
> {
  /** Whether the slug's record was published once and has been taken off the site. */
  withdrawn(slug: string): Promise<boolean>;
}

/**
 * The drafts workflow of one collection in the site's own database, through the SQL
 * functions every backend shares, as the database owner: the site server decides who may
 * write before it calls here.
 */
export function createSqlRecordStore<Published, Draft extends { slug: string }>(
  db: SqlDatabase,
  options: CollectionStoreOptions<Published, Draft>,
): SqlRecordStore<Published, Draft> {
  const { collection, noun } = options;
  type Entry = RecordEntry<Published, Draft>;
  const entryOf = (entry: Entry): Entry => ({
    ...entry,
    published: entry.published && (options.published?.(entry.published) ?? entry.published),
  });

  /** A refused step as the port's errors, or a store error naming the action. */
  function refusal(action: string, slug: string, error: unknown): Error {
    const databaseError = asDatabaseError(error);
    const message = databaseError.message ?? '';
    if (databaseError.code === EDIT_CONFLICT) {
      // node-postgres and PGlite name Postgres' DETAIL `detail`.
      const { detail } = error as { detail?: string };
      return new EditConflictError(slug, changeOfConflict(detail ?? databaseError.details));
    }
    if (databaseError.code === UNIQUE_VIOLATION) return options.slugTaken(slug, message);
    if (databaseError.code === NO_SUCH_SERVICE) return options.notFound(slug, message);
    return storeError(action, databaseError);
  }

  async function step(action: string, slug: string, sql: string, params: unknown[]) {
    try {
      const [row] = await db.query<{ entry: Entry }>(sql, [collection, ...params]);
      return entryOf((row as { entry: Entry }).entry);
    } catch (error) {
      throw refusal(action, slug, error);
    }
  }

  async function read<T>(action: string, sql: string, params: unknown[], column: string) {
    try {
      const [row] = await db.query<Record<string, T>>(sql, [collection, ...params]);
      return row?.[column];
    } catch (error) {
      throw storeError(action, asDatabaseError(error));
    }
  }

  return {
    entries: async () =>
      ((await read<Entry[]>(`Could not load the ${noun}s`, ENTRIES, [], 'entries')) ?? []).map(
        entryOf,
      ),
    saveDraft: (input, baseRevision, by = '') =>
      step('Could not save the draft', input.slug, SAVE_DRAFT, [
        input.slug,
        JSON.stringify(options.draft?.(input) ?? input),
        baseRevision,
        by,
      ]),
    publish: (slug, baseRevision, by = '') =>
      step(`Could not publish the ${noun}`, slug, PUBLISH, [slug, baseRevision, by]),
    versions: async (slug) =>
      (await read<RecordVersion<Draft>[]>(
        'Could not load the history',
        HISTORY,
        [slug],
        'versions',
      )) ?? [],
    restore: (slug, version, baseRevision, by = '') =>
      step('Could not restore the version', slug, RESTORE, [slug, version, baseRevision, by]),
    schedule: (slug, action: ScheduleAction, runAt, baseRevision, by = '') =>
      step(`Could not schedule the ${noun}`, slug, SCHEDULE, [
        slug,
        action,
        runAt,
        baseRevision,
        by,
      ]),
    cancelSchedule: (slug, action, baseRevision, by = '') =>
      step('Could not cancel the schedule', slug, CANCEL_SCHEDULE, [
        slug,
        action,
        baseRevision,
        by,
      ]),
    unpublish: (slug, baseRevision, by = '') =>
      step(`Could not unpublish the ${noun}`, slug, UNPUBLISH, [slug, baseRevision, by]),
    discardDraft: (slug, baseRevision, by = '') =>
      step('Could not discard the changes', slug, DISCARD_DRAFT, [slug, baseRevision, by]),
    withdrawn: async (slug) =>
      (await read<boolean>(`Could not look up the ${noun}`, WITHDRAWN, [slug], 'withdrawn')) ===
      true,
  };
}

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
import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import {
  changeOfConflict,
  EDIT_CONFLICT,
  EditConflictError,
  type ScheduleAction,
  type ServiceEntry,
  type ServiceVersion,
} from '../service-drafts';

// Rows travel as jsonb both ways: jsonb_populate_record turns JSON arrays into
// text[] and to_jsonb writes timestamps as PostgREST does, so this store and the
// Supabase one hand back records of the same shape.
const SELECT_BY_SLUG = `select to_jsonb(feed) as record from public.service_content_feed feed where feed.slug = $1`;
const SELECT_ALL = `select to_jsonb(feed) as record from public.service_content_feed feed order by feed.parent, feed.name`;
// The same functions the Supabase store calls (supabase/migrations/*_update_service.sql,
// *_save_services.sql): each writes records and their translations in one statement, so
// they change together or not at all.
const CREATE_ONE = 'select public.create_service($1::jsonb, $2::jsonb, $3) as record';
const UPDATE_ONE = 'select public.update_service($1, $2::jsonb, $3::jsonb, $4) as record';
const SAVE_MANY = 'select public.save_services($1::jsonb)';
// Drafts and publishing (supabase/migrations/*_drafts_and_versions.sql).
const ENTRIES = 'select public.service_entries() as entries';
const SAVE_DRAFT = 'select public.save_service_draft($1, $2::jsonb, $3::integer, $4) as entry';
const PUBLISH = 'select public.publish_service($1, $2::integer, $3) as entry';
const VERSIONS = 'select public.service_versions($1) as versions';
const RESTORE = 'select public.restore_service_version($1, $2::integer, $3::integer, $4) as entry';
// Schedules (supabase/migrations/*_schedules.sql).
const SCHEDULE =
  'select public.schedule_service($1, $2, $3::timestamptz, $4::integer, $5) as entry';
const CANCEL_SCHEDULE = 'select public.cancel_service_schedule($1, $2, $3::integer, $4) as entry';
const UNPUBLISH = 'select public.unpublish_service($1, $2::integer, $3) as entry';
// Discarding a draft (supabase/migrations/*_discard_draft.sql).
const DISCARD_DRAFT = 'select public.discard_service_draft($1, $2::integer, $3) as entry';
const WITHDRAWN = 'select public.service_withdrawn($1) as withdrawn';
const RUN_DUE_SCHEDULE = 'select public.run_due_schedule() as ran';

/** `translations` as the functions take it: null (or left out) keeps what the record has. */
const translationsParameter = (input: ServiceContentInput) =>
  input.translations === undefined ? null : JSON.stringify(input.translations);

interface RecordRow {
  record: ServiceContent;
}

/** A schedule the worker ran: which, when it was due, and 'done' or why it failed. */
export interface RanSchedule {
  collection: string;
  slug: string;
  action: ScheduleAction;
  run_at: string;
  outcome: string;
}

/** The site's own database as the service store, with the schedules' one runner. */
export interface SqlServiceStore extends ServiceContentStore {
  /** Whether the slug's record was published once and has been taken off the site. */
  withdrawn(slug: string): Promise<boolean>;
  /** Runs one schedule that is due, in one transaction; null when none is due. */
  runDueSchedule(): Promise<RanSchedule | null>;
}

/** An entry as the functions return it, its published record read as the feed's are. */
const entryOf = (entry: ServiceEntry): ServiceEntry => ({
  ...entry,
  published: entry.published && fromFeedRow(entry.published),
});

/** A failed draft or publish as the port's errors, or a store error naming the action. */
function draftFailure(action: string, slug: string, error: unknown): Error {
  const databaseError = asDatabaseError(error);
  if (databaseError.code === EDIT_CONFLICT) {
    // node-postgres and PGlite name Postgres' DETAIL `detail`.
    const { detail } = error as { detail?: string };
    return new EditConflictError(slug, changeOfConflict(detail ?? databaseError.details));
  }
  if (databaseError.code === UNIQUE_VIOLATION) return new DuplicateSlugError(slug);
  if (databaseError.code === NO_SUCH_SERVICE) return new ServiceNotFoundError(slug);
  return storeError(action, databaseError);
}

/**
 * Service content in the site's own database. It reads and writes through the public
 * feed view, as the hosted API does, as the database owner: the site server decides
 * who may write before it calls here.
 */
/** One call of a function that answers the record's entry, its refusals as the port's errors. */
async function entryWrite(
  db: SqlDatabase,
  action: string,
  slug: string,
  sql: string,
  params: unknown[],
): Promise<ServiceEntry> {
  try {
    const [row] = await db.query<{ entry: ServiceEntry }>(sql, params);
    return entryOf((row as { entry: ServiceEntry }).entry);
  } catch (error) {
    throw draftFailure(action, slug, error);
  }
}

export function createSqlServiceStore(db: SqlDatabase): SqlServiceStore {
  return {
    async getBySlug(slug) {
      try {
        const [row] = await db.query<RecordRow>(SELECT_BY_SLUG, [slug]);
        return row ? fromFeedRow(row.record) : null;
      } catch (error) {
        throw storeError('Could not load the service', asDatabaseError(error));
      }
    },

    async list() {
      try {
        const rows = await db.query<RecordRow>(SELECT_ALL);
        return rows.map((row) => fromFeedRow(row.record));
      } catch (error) {
        throw storeError('Could not load the services', asDatabaseError(error));
      }
    },

    async create(input: ServiceContentInput, by = '') {
      try {
        const [row] = await db.query<RecordRow>(CREATE_ONE, [
          JSON.stringify(feedRowOf(input)),
          translationsParameter(input),
          by,
        ]);
        return fromFeedRow((row as RecordRow).record);
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === UNIQUE_VIOLATION) throw new DuplicateSlugError(input.slug);
        throw storeError('Could not create the service', databaseError);
      }
    },

    async update(slug: string, input: ServiceContentInput, by = '') {
      try {
        const [row] = await db.query<RecordRow>(UPDATE_ONE, [
          slug,
          JSON.stringify(feedRowOf(input)),
          translationsParameter(input),
          by,
        ]);
        return fromFeedRow((row as RecordRow).record);
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === NO_SUCH_SERVICE) throw new ServiceNotFoundError(slug);
        throw storeError('Could not save the service', databaseError);
      }
    },

    async upsertMany(inputs: ServiceContentInput[]) {
      if (inputs.length === 0) return 0;
      try {
        await db.query(SAVE_MANY, [JSON.stringify(inputs.map(savedRecordOf))]);
        return inputs.length;
      } catch (error) {
        throw storeError('Could not save the services', asDatabaseError(error));
      }
    },

    async entries() {
      try {
        const [row] = await db.query<{ entries: ServiceEntry[] }>(ENTRIES);
        return (row?.entries ?? []).map(entryOf);
      } catch (error) {
        throw storeError('Could not load the services', asDatabaseError(error));
      }
    },

    saveDraft: (input, baseRevision, by = '') =>
      entryWrite(db, 'Could not save the draft', input.slug, SAVE_DRAFT, [
        input.slug,
        JSON.stringify(toServiceContentInput(input)),
        baseRevision,
        by,
      ]),
    publish: (slug, baseRevision, by = '') =>
      entryWrite(db, 'Could not publish the service', slug, PUBLISH, [slug, baseRevision, by]),

    async versions(slug) {
      try {
        const [row] = await db.query<{ versions: ServiceVersion[] }>(VERSIONS, [slug]);
        return row?.versions ?? [];
      } catch (error) {
        throw storeError('Could not load the history', asDatabaseError(error));
      }
    },

    restore: (slug, version, baseRevision, by = '') =>
      entryWrite(db, 'Could not restore the version', slug, RESTORE, [
        slug,
        version,
        baseRevision,
        by,
      ]),

    schedule: (slug, action, runAt, baseRevision, by = '') =>
      entryWrite(db, 'Could not schedule the service', slug, SCHEDULE, [
        slug,
        action,
        runAt,
        baseRevision,
        by,
      ]),
    cancelSchedule: (slug, action, baseRevision, by = '') =>
      entryWrite(db, 'Could not cancel the schedule', slug, CANCEL_SCHEDULE, [
        slug,
        action,
        baseRevision,
        by,
      ]),
    unpublish: (slug, baseRevision, by = '') =>
      entryWrite(db, 'Could not unpublish the service', slug, UNPUBLISH, [slug, baseRevision, by]),
    discardDraft: (slug, baseRevision, by = '') =>
      entryWrite(db, 'Could not discard the changes', slug, DISCARD_DRAFT, [
        slug,
        baseRevision,
        by,
      ]),

    async withdrawn(slug) {
      try {
        const [row] = await db.query<{ withdrawn: boolean }>(WITHDRAWN, [slug]);
        return row?.withdrawn === true;
      } catch (error) {
        throw storeError('Could not look up the service', asDatabaseError(error));
      }
    },

    async runDueSchedule() {
      try {
        const [row] = await db.query<{ ran: RanSchedule | null }>(RUN_DUE_SCHEDULE);
        return row?.ran ?? null;
      } catch (error) {
        throw storeError('Could not run the schedules', asDatabaseError(error));
      }
    },
  };
}

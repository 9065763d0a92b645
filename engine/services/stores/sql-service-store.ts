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
import type { ScheduleAction } from '../service-drafts';
import {
  createSqlRecordStore,
  type SqlRecordStore,
} from '../../collections/stores/sql-record-store';

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
// Schedules of every collection (supabase/migrations/*_collections.sql).
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
export interface SqlServiceStore
  extends
    ServiceContentStore,
    Pick<SqlRecordStore<ServiceContent, ServiceContentInput>, 'withdrawn'> {
  /** Runs one schedule that is due, in one transaction; null when none is due. */
  runDueSchedule(): Promise<RanSchedule | null>;
}

/**
 * Service content in the site's own database. It reads and writes through the public
 * feed view, as the hosted API does, as the database owner: the site server decides
 * who may write before it calls here. Drafts, publishing and history are the services
 * collection's (engine/collections).
 */
export function createSqlServiceStore(db: SqlDatabase): SqlServiceStore {
  const drafts = createSqlRecordStore<ServiceContent, ServiceContentInput>(db, {
    collection: 'services',
    noun: 'service',
    published: fromFeedRow,
    draft: toServiceContentInput,
    notFound: (slug) => new ServiceNotFoundError(slug),
    slugTaken: (slug) => new DuplicateSlugError(slug),
  });
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

    ...drafts,

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

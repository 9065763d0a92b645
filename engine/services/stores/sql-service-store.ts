import {
  DuplicateSlugError,
  feedRowOf,
  fromFeedRow,
  savedRecordOf,
  ServiceNotFoundError,
  type ServiceContent,
  type ServiceContentInput,
  type ServiceContentStore,
} from '../service-content';
import { NO_SUCH_SERVICE, storeError, UNIQUE_VIOLATION } from '../../errors/store-error';
import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';

// Rows travel as jsonb both ways: jsonb_populate_record turns JSON arrays into
// text[] and to_jsonb writes timestamps as PostgREST does, so this store and the
// Supabase one hand back records of the same shape.
const SELECT_BY_SLUG = `select to_jsonb(feed) as record from public.service_content_feed feed where feed.slug = $1`;
const SELECT_ALL = `select to_jsonb(feed) as record from public.service_content_feed feed order by feed.parent, feed.name`;
// The same functions the Supabase store calls (supabase/migrations/*_update_service.sql,
// *_save_services.sql): each writes records and their translations in one statement, so
// they change together or not at all.
const CREATE_ONE = 'select public.create_service($1::jsonb, $2::jsonb) as record';
const UPDATE_ONE = 'select public.update_service($1, $2::jsonb, $3::jsonb) as record';
const SAVE_MANY = 'select public.save_services($1::jsonb)';

/** `translations` as the functions take it: null (or left out) keeps what the record has. */
const translationsParameter = (input: ServiceContentInput) =>
  input.translations === undefined ? null : JSON.stringify(input.translations);

interface RecordRow {
  record: ServiceContent;
}

/**
 * Service content in the site's own database. It reads and writes through the public
 * feed view, as the hosted API does, as the database owner: the site server decides
 * who may write before it calls here.
 */
export function createSqlServiceStore(db: SqlDatabase): ServiceContentStore {
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

    async create(input: ServiceContentInput) {
      try {
        const [row] = await db.query<RecordRow>(CREATE_ONE, [
          JSON.stringify(feedRowOf(input)),
          translationsParameter(input),
        ]);
        return fromFeedRow((row as RecordRow).record);
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === UNIQUE_VIOLATION) throw new DuplicateSlugError(input.slug);
        throw storeError('Could not create the service', databaseError);
      }
    },

    async update(slug: string, input: ServiceContentInput) {
      try {
        const [row] = await db.query<RecordRow>(UPDATE_ONE, [
          slug,
          JSON.stringify(feedRowOf(input)),
          translationsParameter(input),
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
  };
}

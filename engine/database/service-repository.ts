import {
  DuplicateSlugError,
  feedRowOf,
  fromFeedRow,
  ServiceNotFoundError,
  SERVICE_CONTENT_INPUT_FIELDS,
  toServiceContentInput,
  translationRows,
  type ServiceContent,
  type ServiceContentInput,
  type ServiceContentStore,
} from '../data/service-content';
import { NO_SUCH_SERVICE, storeError, UNIQUE_VIOLATION } from '../data/store-error';
import { asDatabaseError } from './database-error';
import type { SqlDatabase } from './sql-database';

const COLUMNS = SERVICE_CONTENT_INPUT_FIELDS.join(', ');
const UPDATES = SERVICE_CONTENT_INPUT_FIELDS.filter((field) => field !== 'slug')
  .map((field) => `${field} = excluded.${field}`)
  .join(', ');

// Rows travel as jsonb both ways: jsonb_populate_record turns JSON arrays into
// text[] and to_jsonb writes timestamps as PostgREST does, so this store and the
// Supabase one hand back records of the same shape.
const SELECT_BY_SLUG = `select to_jsonb(feed) as record from public.service_content_feed feed where feed.slug = $1`;
const SELECT_ALL = `select to_jsonb(feed) as record from public.service_content_feed feed order by feed.parent, feed.name`;
const INSERT_ONE = `insert into public.service_content_feed as feed (${COLUMNS})
  select ${COLUMNS} from jsonb_populate_record(null::public.service_content_feed, $1::jsonb)
  returning to_jsonb(feed) as record`;
const UPSERT_MANY = `insert into public.service_content_feed (${COLUMNS})
  select ${COLUMNS} from jsonb_populate_recordset(null::public.service_content_feed, $1::jsonb)
  on conflict (slug) do update set ${UPDATES}`;

// One statement, so the record and its translations change together or not at all; the
// same function the Supabase store calls (supabase/migrations/*_update_service.sql).
const UPDATE_ONE = 'select public.update_service($1, $2::jsonb, $3::jsonb) as record';

const REPLACE_TRANSLATIONS = 'select public.replace_service_translations($1::jsonb, $2::text[])';

const translationParameters = (inputs: readonly ServiceContentInput[]) => {
  const { given, slugs } = translationRows(inputs);
  return [JSON.stringify(given), slugs];
};

interface RecordRow {
  record: ServiceContent;
}

/**
 * Service content in the site's own database. It reads and writes through the public
 * feed view, as the hosted API does, as the database owner: the site server decides
 * who may write before it calls here.
 */
export function createServiceRepository(db: SqlDatabase): ServiceContentStore {
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
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<RecordRow>(INSERT_ONE, [
            JSON.stringify(toServiceContentInput(input)),
          ]);
          if (!input.translations) return fromFeedRow((row as RecordRow).record);
          await tx.query(REPLACE_TRANSLATIONS, translationParameters([input]));
          const [stored] = await tx.query<RecordRow>(SELECT_BY_SLUG, [input.slug]);
          return fromFeedRow((stored as RecordRow).record);
        });
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
          input.translations === undefined ? null : JSON.stringify(input.translations),
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
        // One transaction: every row and translation is written or none.
        await db.transaction(async (tx) => {
          await tx.query(UPSERT_MANY, [JSON.stringify(inputs.map(toServiceContentInput))]);
          if (inputs.some((input) => input.translations))
            await tx.query(REPLACE_TRANSLATIONS, translationParameters(inputs));
        });
        return inputs.length;
      } catch (error) {
        throw storeError('Could not save the services', asDatabaseError(error));
      }
    },
  };
}

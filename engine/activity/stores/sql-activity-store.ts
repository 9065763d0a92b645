import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { storeError } from '../../errors/store-error';
import { auditEventsArguments, type ActivityEntry, type ActivityStore } from '../activity';

const AUDIT_EVENTS = 'select public.audit_events($1, $2, $3, $4, $5) as entries';

/** The activity log in the site's own database (embedded PGlite or PostgreSQL). */
export function createSqlActivityStore(db: SqlDatabase): ActivityStore {
  return {
    async list(query) {
      const given = auditEventsArguments(query);
      try {
        const [row] = await db.query<{ entries: ActivityEntry[] }>(AUDIT_EVENTS, [
          given.person,
          given.collection,
          given.subject,
          given.since,
          given.max_rows,
        ]);
        return row?.entries ?? [];
      } catch (error) {
        throw storeError('Could not load the activity', asDatabaseError(error));
      }
    },
  };
}

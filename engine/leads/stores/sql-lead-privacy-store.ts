import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { storeError } from '../../errors/store-error';
import type { Erasure, LeadPrivacyStore, PersonData, PurgeCounts } from '../privacy/person-data';

async function attempt<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storeError(action, asDatabaseError(error));
  }
}

/** A person's data, erasure and the retention purge, in the site's own database. */
export function createSqlLeadPrivacyStore(db: SqlDatabase): LeadPrivacyStore {
  return {
    personData: (email) =>
      attempt('Could not read the data stored about that address', async () => {
        const [row] = await db.query<{ data: PersonData }>(
          'select public.person_data($1) as data',
          [email],
        );
        return row?.data ?? [];
      }),

    erasePerson: (email, by = '') =>
      attempt('Could not erase the data stored about that address', async () => {
        const [row] = await db.query<{ erased: Erasure }>(
          'select public.erase_person($1, $2) as erased',
          [email, by],
        );
        return (row as { erased: Erasure }).erased;
      }),

    purge: (cut, { dryRun = false, by = '' } = {}) =>
      attempt('Could not delete the leads past their retention', async () => {
        const [row] = await db.query<{ counts: PurgeCounts }>(
          'select public.purge_leads($1, $2, $3, $4) as counts',
          [cut.leadsBefore.toISOString(), cut.spamBefore.toISOString(), dryRun, by],
        );
        return (row as { counts: PurgeCounts }).counts;
      }),
  };
}

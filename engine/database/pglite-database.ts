import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlDatabase, SqlQueryable } from './sql-database';

function queryable(target: Pick<Transaction, 'query' | 'exec'>): SqlQueryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded Postgres (PGlite) kept in `dataDir`, or in memory when it is absent. PGlite
 * runs one statement at a time, so transactions never interleave. `startFrom` is a
 * `dumpDataDir` tarball to begin with instead of a new, empty database.
 */
export async function openPgliteDatabase(dataDir?: string, startFrom?: Blob): Promise<SqlDatabase> {
  const db = await PGlite.create(dataDir, startFrom ? { loadDataDir: startFrom } : {});
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    // In this process, with one connection: the only one there is.
    onFreshConnection: (work) => work(queryable(db)),
    // One process's own database: its connection never ends while it is open.
    async listen(channel, events) {
      const unlisten = await db.listen(channel, () => events.notified());
      return { close: () => unlisten() };
    },
    close: () => db.close(),
  };
}

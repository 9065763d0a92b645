import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolvedLog, type DatabaseLog } from '../database/database-log';
import { holdDatabase } from '../database/database-ownership';
import { loadDatabaseSql } from './database-sql';
import { startEmbeddedCluster } from '../database/embedded/embedded-cluster';
import { initialDataFromPglite } from '../database/embedded/move-from-pglite';
import { openPostgresDatabase } from '../database/postgres-database';
import {
  isFreshDatabase,
  prepareDatabase,
  type DatabaseSql,
  type InitialData,
} from '../database/schema';
import { createSiteStores, type SiteStores } from './site-stores';
import type { SqlDatabase } from '../database/sql-database';

/** Raised when a restore finds a database that already holds the site's data. */
export class SiteDatabaseNotNewError extends Error {
  constructor(where: string) {
    super(
      `The ${where} already holds the site's tables, so a backup cannot be restored into it; ` +
        'nothing was changed. Restore into a new data directory (DATA_DIR) or an empty database.',
    );
    this.name = 'SiteDatabaseNotNewError';
  }
}

/** Raised when a command that only reads finds no site database where it looked. */
export class NoSiteDatabaseError extends Error {
  constructor(
    where: string,
    readonly variable: 'DATA_DIR' | 'DATABASE_URL',
  ) {
    super(
      `There is no site database in ${where}; nothing was made there. Set ${variable} to the ` +
        "site's own (the server prints where its database is when it starts).",
    );
    this.name = 'NoSiteDatabaseError';
  }
}

export interface SiteDatabaseOptions {
  /** The data directory; the embedded database lives in it unless `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string (`DATABASE_URL`). */
  databaseUrl?: string | undefined;
  sql?: DatabaseSql;
  /** Refuse (NoSiteDatabaseError) rather than make a database that does not exist yet. */
  mustExist?: boolean;
  /**
   * What a new database starts with instead of the seed (a restore); with it, a database
   * that already holds the site's tables is refused (SiteDatabaseNotNewError), untouched.
   */
  initial?: (sql: DatabaseSql) => Promise<InitialData>;
  log?: DatabaseLog;
  /**
   * Opened by a site server: other site servers may serve the same PostgreSQL database
   * (`DATABASE_URL`) at once. Otherwise (a command) this process holds it alone.
   */
  siteServer?: boolean;
}

/** The site's one database, migrated and seeded, with its stores. */
export interface SiteDatabase extends SiteStores {
  db: SqlDatabase;
  /** "embedded database in .data/postgres" or "PostgreSQL at host:5432/site", for logs. */
  description: string;
  /** Whether this opening made the database (and filled it with its initial data). */
  created: boolean;
  close(): Promise<void>;
}

function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

interface Opened {
  db: SqlDatabase;
  description: string;
  release(): Promise<void>;
}

/** PostgreSQL at `DATABASE_URL`, held alone or with other site servers (see holdDatabase). */
async function openServer(url: string, log: DatabaseLog, shared: boolean): Promise<Opened> {
  const description = describePostgres(url);
  const hold = await holdDatabase(url, description, log, { shared });
  try {
    return { db: await openPostgresDatabase(url), description, release: hold.release };
  } catch (error) {
    await hold.release();
    throw error;
  }
}

/** The embedded PostgreSQL in the data directory, started (and owned) by this process. */
async function openEmbedded(
  dataDir: string,
  log: DatabaseLog,
  mustExist: boolean,
): Promise<Opened> {
  const hasData = ['PG_VERSION', 'pglite/PG_VERSION'].some((file) =>
    existsSync(path.join(dataDir, file.startsWith('pglite') ? file : `postgres/${file}`)),
  );
  if (mustExist && !hasData)
    throw new NoSiteDatabaseError(`the data directory ${dataDir}`, 'DATA_DIR');
  const cluster = await startEmbeddedCluster(dataDir, log);
  try {
    const db = await openPostgresDatabase(cluster.connection, { max: 5 });
    return { db, description: `embedded database in ${cluster.dir}`, release: cluster.stop };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * Opens the site's database: PostgreSQL when a connection string is given, otherwise the
 * embedded PostgreSQL in the data directory; either way refused while another process
 * holds it (site servers may share a PostgreSQL database). Applies pending migrations,
 * and on a new database its initial data: the seed, a backup being restored, or the rows
 * of an earlier version's PGlite database.
 */
export async function openSiteDatabase(options: SiteDatabaseOptions): Promise<SiteDatabase> {
  const sql = options.sql ?? loadDatabaseSql();
  const log = resolvedLog(options.log);
  const opened = options.databaseUrl
    ? await openServer(options.databaseUrl, log, options.siteServer ?? false)
    : await openEmbedded(options.dataDir, log, options.mustExist ?? false);
  const { db } = opened;
  const close = async () => {
    try {
      await db.close();
    } finally {
      await opened.release();
    }
  };
  let created: boolean;
  try {
    const fresh = await isFreshDatabase(db);
    if (fresh && options.mustExist) {
      throw new NoSiteDatabaseError(opened.description, 'DATABASE_URL');
    }
    if (!fresh && options.initial) throw new SiteDatabaseNotNewError(opened.description);
    const moved =
      fresh && !options.databaseUrl && !options.initial
        ? await initialDataFromPglite(options.dataDir, sql.migrations, log)
        : null;
    const initial = fresh && options.initial ? await options.initial(sql) : (moved ?? undefined);
    ({ created } = await prepareDatabase(db, sql, initial));
    if (moved) log.info(await moved.done());
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    ...createSiteStores(db),
    description: opened.description,
    created,
    close,
  };
}

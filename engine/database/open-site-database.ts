import { createLeadRepository, type LeadRepository } from './lead-repository';
import { embeddedDatabaseDir, lockEmbeddedDatabase } from './data-dir';
import { loadDatabaseSql } from './database-sql';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { prepareDatabase, type DatabaseSql } from './schema';
import { createServiceRepository } from './service-repository';
import type { ServiceContentStore } from '../data/service-content';
import type { SqlDatabase } from './sql-database';

export interface SiteDatabaseOptions {
  /** The data directory; the embedded database lives in it unless `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string (`DATABASE_URL`). */
  databaseUrl?: string | undefined;
  sql?: DatabaseSql;
}

/** The site's one database, migrated and seeded, with its stores. */
export interface SiteDatabase {
  db: SqlDatabase;
  services: ServiceContentStore;
  leads: LeadRepository;
  /** "embedded database in .data/pglite" or "PostgreSQL at host:5432/site", for logs. */
  description: string;
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

/**
 * Opens the site's database: PostgreSQL when a connection string is given, otherwise
 * the embedded database in the data directory, locked to this process. Applies pending
 * migrations, and the seed on a new database.
 */
export async function openSiteDatabase(options: SiteDatabaseOptions): Promise<SiteDatabase> {
  const sql = options.sql ?? loadDatabaseSql();
  let db: SqlDatabase;
  let release = async () => {};
  let description: string;
  if (options.databaseUrl) {
    db = await openPostgresDatabase(options.databaseUrl);
    description = describePostgres(options.databaseUrl);
  } else {
    release = await lockEmbeddedDatabase(options.dataDir);
    const dir = embeddedDatabaseDir(options.dataDir);
    try {
      db = await openPgliteDatabase(dir);
    } catch (error) {
      await release();
      throw error;
    }
    description = `embedded database in ${dir}`;
  }
  try {
    await prepareDatabase(db, sql);
  } catch (error) {
    await db.close().catch(() => undefined);
    await release();
    throw error;
  }
  return {
    db,
    services: createServiceRepository(db),
    leads: createLeadRepository(db),
    description,
    async close() {
      try {
        await db.close();
      } finally {
        await release();
      }
    },
  };
}

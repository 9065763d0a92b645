import { PGlite } from '@electric-sql/pglite';

/** One migration from `supabase/migrations/`, named `<version>_<name>.sql`. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Everything the embedded database is built from, as SQL text. */
export interface EmbeddedDatabaseSql {
  /** The stand-in for the roles and auth functions every Supabase database has. */
  supabaseRoles: string;
  /** Every migration; they apply in version order. */
  migrations: Migration[];
  /** Idempotent seed statements, run while the feed is empty. */
  seed: string;
}

export interface OpenEmbeddedDatabaseOptions {
  sql: EmbeddedDatabaseSql;
  /** Where PGlite keeps the data, e.g. `idb://crew-site`; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start a new database from instead of an empty one. */
  loadDataDir?: Blob;
}

/** Reads `20261125000000_service_content_feed.sql` as version and name. */
export function toMigration(fileName: string, sql: string): Migration {
  const match = /^(\d+)_(.+)\.sql$/.exec(fileName.split('/').pop() ?? '');
  if (!match) {
    throw new Error(`Migration file name "${fileName}" must look like <timestamp>_<name>.sql.`);
  }
  return { version: match[1] as string, name: match[2] as string, sql };
}

// The Supabase CLI records applied migrations in this table; the embedded
// database does the same, so a visitor's stored database picks up migrations
// added after it was created.
const MIGRATION_LOG = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text
  );
`;

async function isFresh(db: PGlite): Promise<boolean> {
  const result = await db.query<{ log: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as log`,
  );
  return result.rows[0]?.log == null;
}

async function appliedVersions(db: PGlite): Promise<Set<string>> {
  const result = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  return new Set(result.rows.map((row) => row.version));
}

async function applyMigrations(db: PGlite, sql: EmbeddedDatabaseSql): Promise<void> {
  if (await isFresh(db)) {
    await db.transaction(async (tx) => {
      await tx.exec(sql.supabaseRoles);
      await tx.exec(MIGRATION_LOG);
    });
  }
  const applied = await appliedVersions(db);
  const pending = sql.migrations
    .filter((migration) => !applied.has(migration.version))
    .sort((a, b) => a.version.localeCompare(b.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
  }
}

async function seedIfEmpty(db: PGlite, seed: string): Promise<void> {
  const result = await db.query<{ empty: boolean }>(
    'select not exists (select from public.service_content_feed) as empty',
  );
  if (result.rows[0]?.empty) {
    await db.transaction((tx) => tx.exec(seed));
  }
}

/** Applies missing migrations, then seeds the feed when it holds no rows. */
export async function prepareEmbeddedDatabase(db: PGlite, sql: EmbeddedDatabaseSql): Promise<void> {
  await applyMigrations(db, sql);
  await seedIfEmpty(db, sql.seed);
}

/**
 * Opens (creating when needed) a PGlite database with the Supabase schema:
 * the role stand-in, every migration not yet applied, and the seed when the
 * feed is empty. Closes the database again if any of that fails.
 */
export async function openEmbeddedDatabase(options: OpenEmbeddedDatabaseOptions): Promise<PGlite> {
  const db = await PGlite.create(options.dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    await prepareEmbeddedDatabase(db, options.sql);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

import type { SqlDatabase, SqlQueryable } from './sql-database';

/** One migration from `supabase/migrations/`, named `<version>_<name>.sql`. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Everything a site database is built from, as SQL text. */
export interface DatabaseSql {
  /** The stand-in for the roles and auth functions every Supabase database has. */
  supabaseRoles: string;
  /** Every migration; they apply in version order. */
  migrations: Migration[];
  /** Idempotent seed statements, run once, on a database created by this start. */
  seed: () => string;
}

/** Reads `20261125000000_service_content_feed.sql` as version and name. */
export function toMigration(fileName: string, sql: string): Migration {
  const match = /^(\d+)_(.+)\.sql$/.exec(fileName.split('/').pop() ?? '');
  if (!match) {
    throw new Error(`Migration file name "${fileName}" must look like <timestamp>_<name>.sql.`);
  }
  return { version: match[1] as string, name: match[2] as string, sql };
}

// The Supabase CLI records applied migrations in this table; the site's database does
// the same, so a database made by an older version picks up migrations added since.
const MIGRATION_LOG = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text
  );
`;

// Two processes starting on one PostgreSQL server take turns instead of racing.
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(72401125)';

async function isFresh(tx: SqlQueryable): Promise<boolean> {
  const [row] = await tx.query<{ log: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as log`,
  );
  return row?.log == null;
}

async function appliedVersions(tx: SqlQueryable): Promise<Set<string>> {
  const rows = await tx.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  return new Set(rows.map((row) => row.version));
}

/**
 * Brings a database up to date in one transaction: on a new database the role stand-in,
 * the migration log and, after the migrations, the seed; on any database every migration
 * not yet recorded, in version order. Nothing is kept when any step fails.
 */
export async function prepareDatabase(db: SqlDatabase, sql: DatabaseSql): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    const fresh = await isFresh(tx);
    if (fresh) {
      await tx.exec(sql.supabaseRoles);
      await tx.exec(MIGRATION_LOG);
    }
    const applied = await appliedVersions(tx);
    const pending = sql.migrations
      .filter((migration) => !applied.has(migration.version))
      .sort((a, b) => a.version.localeCompare(b.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    }
    if (fresh) await tx.exec(sql.seed());
  });
}

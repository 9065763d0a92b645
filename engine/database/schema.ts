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

/** Whether a database has none of the site's tables yet (no migration was ever applied). */
export function isFreshDatabase(db: SqlQueryable): Promise<boolean> {
  return isFresh(db);
}

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

/** What a new database starts with: the seed, or the rows of a backup. */
export interface InitialData {
  /**
   * The newest migration the rows were written under: migrations up to it apply before
   * `fill`, later ones after it, as they would have on the database the rows came from.
   * Absent: every migration applies first.
   */
  version?: string;
  fill(tx: SqlQueryable): Promise<void>;
  /** Runs once every migration has applied, in the same transaction. */
  afterMigrations?(tx: SqlQueryable): Promise<void>;
}

/**
 * Brings a database up to date in one transaction: on a new database the role stand-in,
 * the migration log and its initial data (the seed unless `initial` says otherwise); on
 * any database every migration not yet recorded, in version order. Nothing is kept when
 * any step fails. Resolves to whether the database was new.
 */
export async function prepareDatabase(
  db: SqlDatabase,
  sql: DatabaseSql,
  initial: InitialData = { fill: (tx) => tx.exec(sql.seed()) },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
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
    const before = (m: Migration) => !initial.version || m.version <= initial.version;
    const apply = async (migrations: Migration[]) => {
      for (const migration of migrations) {
        await tx.exec(migration.sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [migration.version, migration.name],
        );
      }
    };
    if (!fresh) {
      await apply(pending);
      return { created: false };
    }
    await apply(pending.filter(before));
    await initial.fill(tx);
    await apply(pending.filter((migration) => !before(migration)));
    await initial.afterMigrations?.(tx);
    return { created: true };
  });
}

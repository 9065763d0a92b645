import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../schema/project-root';
import { toMigration, type DatabaseSql } from '../database/schema';
import { siteSeedSql } from './site-seed';

const SUPABASE_DIR = new URL('supabase/', pathToFileURL(`${projectRoot}/`));

/**
 * The SQL of the site's database, read from `supabase/`: the role stand-in, every
 * migration, and a seed made afresh from `supabase/seed/` when it is needed, so
 * nothing ever runs a stale `seed.sql`.
 */
export function loadDatabaseSql({ seed = true }: { seed?: boolean } = {}): DatabaseSql {
  const migrationsDir = new URL('migrations/', SUPABASE_DIR);
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => toMigration(name, readFileSync(new URL(name, migrationsDir), 'utf8')));
  return {
    supabaseRoles: readFileSync(new URL('local/supabase-roles.sql', SUPABASE_DIR), 'utf8'),
    migrations,
    seed: seed ? siteSeedSql : () => '',
  };
}

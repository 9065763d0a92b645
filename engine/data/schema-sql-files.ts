import { readdirSync, readFileSync } from 'node:fs';
import { toMigration, type EmbeddedDatabaseSql } from './embedded-db';

const SUPABASE_DIR = new URL('../../supabase/', import.meta.url);

/** The role stand-in and every migration, read from the repository (Node only). */
export function loadSchemaSqlFromFiles(): Omit<EmbeddedDatabaseSql, 'seed'> {
  const migrationsDir = new URL('migrations/', SUPABASE_DIR);
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => toMigration(name, readFileSync(new URL(name, migrationsDir), 'utf8')));
  return {
    supabaseRoles: readFileSync(new URL('local/supabase-roles.sql', SUPABASE_DIR), 'utf8'),
    migrations,
  };
}

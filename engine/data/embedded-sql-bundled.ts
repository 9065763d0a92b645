import supabaseRoles from '../../supabase/local/supabase-roles.sql?raw';
import seed from '../../supabase/seed.sql?raw';
import { toMigration, type EmbeddedDatabaseSql } from './embedded-db';

const migrationFiles = import.meta.glob<string>('../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The embedded database SQL as the browser bundle carries it (Vite `?raw` imports). */
export function bundledEmbeddedSql(): EmbeddedDatabaseSql {
  return {
    supabaseRoles,
    migrations: Object.entries(migrationFiles).map(([path, sql]) => toMigration(path, sql)),
    seed,
  };
}

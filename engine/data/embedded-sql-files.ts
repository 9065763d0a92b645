import { seedSqlFromYamlDir } from '../../supabase/seed-yaml';
import type { EmbeddedDatabaseSql } from './embedded-db';
import { loadSchemaSqlFromFiles } from './schema-sql-files';

/**
 * The embedded database SQL read from the repository (Node only), with a seed
 * made afresh from `supabase/seed/*.yaml` so tests, the CLI and the build
 * snapshot never run on a stale `seed.sql`.
 */
export function loadEmbeddedSqlFromFiles(): EmbeddedDatabaseSql {
  return { ...loadSchemaSqlFromFiles(), seed: seedSqlFromYamlDir() };
}

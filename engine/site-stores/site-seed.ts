import { postSeedSql } from '../posts/seed/post-seed-sql';
import { readPostSeed } from '../posts/seed/post-seed';
import { seedSqlFromYamlDir } from '../services/seed/seed-files';

/**
 * What a new database of the site starts with, made afresh from the YAML in `supabase/seed/`:
 * the services (`*.yaml`), then the posts (`posts/`). `supabase/seed.sql` is this, written
 * out for `supabase db reset`.
 */
export const siteSeedSql = (): string => seedSqlFromYamlDir() + postSeedSql(readPostSeed());

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../engine/project-root';
import { servicesFromSeedFiles, type SeedFile } from './seed-services';
import { renderSeedSql } from './seed-sql';

export { servicesFromSeedFiles, type SeedFile };

/** The folder of service content YAML the seed is made from. */
export const SEED_YAML_DIR = join(projectRoot, 'supabase', 'seed');
/** The generated seed, run by `supabase db reset` and by the embedded database. */
export const SEED_SQL_FILE = join(projectRoot, 'supabase', 'seed.sql');

/** Every `*.yaml` / `*.yml` file of the folder, in name order. */
export function readSeedFiles(dir: string = SEED_YAML_DIR): SeedFile[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The seed SQL for the YAML files of a folder. */
export function seedSqlFromYamlDir(dir: string = SEED_YAML_DIR): string {
  return renderSeedSql(servicesFromSeedFiles(readSeedFiles(dir)));
}

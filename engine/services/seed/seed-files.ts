import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isYamlFileName } from '../../document/read-document';
import { readDocumentFile } from '../../document/read-document-file';
import { projectRoot } from '../../schema/project-root';
import { seedProblemsError, servicesFromSeedFiles, type SeedFile } from './seed-services';
import { renderSeedSql } from './seed-sql';

export { servicesFromSeedFiles, type SeedFile };

/** The folder of service content YAML the seed is made from. */
export const SEED_YAML_DIR = join(projectRoot, 'supabase', 'seed');
/** The generated seed, run by `supabase db reset` and by the embedded database. */
export const SEED_SQL_FILE = join(projectRoot, 'supabase', 'seed.sql');

/** Every `*.yaml` / `*.yml` file of the folder, in name order, read as service content. */
export function readSeedFiles(dir: string = SEED_YAML_DIR): SeedFile[] {
  const reads = readdirSync(dir)
    .filter(isYamlFileName)
    .sort()
    .map((name) => readDocumentFile(join(dir, name), name, 'service-content'));
  const problems = reads.flatMap((read) => read.problems);
  if (problems.length > 0) throw seedProblemsError(problems);
  return reads.map((read) => ({ name: read.file, text: read.text ?? '' }));
}

/** The seed SQL for the YAML files of a folder. */
export function seedSqlFromYamlDir(dir: string = SEED_YAML_DIR): string {
  return renderSeedSql(servicesFromSeedFiles(readSeedFiles(dir)));
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServicesYaml, type ImportIssue } from '../engine/data/import';
import type { ServiceContentInput } from '../engine/data/service-content';
import { renderSeedSql } from './seed-sql';

/** The folder of service content YAML the seed is made from. */
export const SEED_YAML_DIR = fileURLToPath(new URL('./seed/', import.meta.url));
/** The generated seed, run by `supabase db reset` and by the embedded database. */
export const SEED_SQL_FILE = fileURLToPath(new URL('./seed.sql', import.meta.url));

export interface SeedFile {
  name: string;
  text: string;
}

/** Every `*.yaml` / `*.yml` file of the folder, in name order. */
export function readSeedFiles(dir: string = SEED_YAML_DIR): SeedFile[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

const located = (file: string, issue: ImportIssue) =>
  `${file}${issue.line ? `:${issue.line}` : ''}: ${issue.message}`;

/**
 * The services of all seed files, in file order. The seed is curated data, so
 * it must be clean: any parse error, warning (unknown key, duplicate slug in a
 * file) or slug used in two files throws, with every problem listed.
 */
export function servicesFromSeedFiles(files: SeedFile[]): ServiceContentInput[] {
  const problems: string[] = [];
  const services: ServiceContentInput[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const file of files) {
    const result = parseServicesYaml(file.text, { fileName: file.name });
    problems.push(
      ...[...result.errors, ...result.warnings].map((issue) => located(file.name, issue)),
    );
    if (result.fatal) problems.push(`${file.name}: ${result.fatal.title}: ${result.fatal.message}`);
    for (const service of result.services) {
      const earlier = fileOfSlug.get(service.slug);
      if (earlier) {
        problems.push(`${file.name}: the slug "${service.slug}" is already used in ${earlier}`);
        continue;
      }
      fileOfSlug.set(service.slug, file.name);
      services.push(service);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The seed YAML has problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return services;
}

/** The seed SQL for the YAML files of a folder. */
export function seedSqlFromYamlDir(dir: string = SEED_YAML_DIR): string {
  return renderSeedSql(servicesFromSeedFiles(readSeedFiles(dir)));
}

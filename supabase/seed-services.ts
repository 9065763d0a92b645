import { parseServicesYaml, type ImportIssue } from '../engine/data/import';
import type { ServiceContentInput } from '../engine/data/service-content';

// No file system here: the build, the CLI and the browser's "Load Sample Data" share it.

export interface SeedFile {
  name: string;
  text: string;
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

import { importServices, oneServicePerSlug, type ImportProblem } from '../import';
import type { ServiceContentInput } from '../service-content';
import { formatProblem } from '../../document/problem';

// No file system here: the build, the CLI and the browser's "Load Sample Data" share it.

export interface SeedFile {
  name: string;
  text: string;
}

/** The error the seed's problems make: curated data has none, so any stops it. */
export function seedProblemsError(problems: readonly ImportProblem[]): Error {
  const lines = problems.map((problem) => `  ${formatProblem(problem)}`);
  return new Error(`The seed YAML has problems:\n${lines.join('\n')}`);
}

/**
 * The services of all seed files, in file order, read as an import reads them. The seed
 * is curated data, so it must be clean: any problem, warnings included (an unknown key, a
 * slug used twice in one file or in two), throws, with every problem listed.
 */
export function servicesFromSeedFiles(files: SeedFile[]): ServiceContentInput[] {
  const imports = files.map((file) => importServices(file.text, file.name));
  const merged = oneServicePerSlug(imports.flatMap((imported) => imported.services));
  const problems = [...imports.flatMap((imported) => imported.problems), ...merged.problems];
  if (problems.length > 0) throw seedProblemsError(problems);
  return merged.services.map((service) => service.record);
}

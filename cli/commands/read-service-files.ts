import {
  importDocument,
  oneServicePerSlug,
  type ImportProblem,
  type ServiceImport,
} from '../../engine/services/import';
import type { ServiceContentInput } from '../../engine/services/service-content';
import { sourceLine } from '../../engine/document/diagnostic';
import type { ProblemCode } from '../../engine/document/problem';
import { readDocumentFile } from '../../engine/document/read-document-file';

/** A problem in the import report; null where a field does not apply. */
export interface ReportedIssue {
  /** Its permanent code, which docs/errors.md explains. */
  code: ProblemCode;
  file: string | null;
  document: number | null;
  index: number | null;
  slug: string | null;
  line: number | null;
  column: number | null;
  /** That line of the file, control characters shown as visible symbols. */
  source: string | null;
  message: string;
}

export interface ServiceFilesResult {
  services: ServiceContentInput[];
  /** Every problem of every file, in file order, then the slugs a later file gives again. */
  problems: ImportProblem[];
  /** The text of each file that was read, for code frames. */
  sources: Map<string, string>;
  /** Services left out because they are invalid. */
  invalidServices: number;
  /** Files left out whole: unreadable, too large, not UTF-8, not YAML or not services. */
  refusedFiles: number;
}

/**
 * Reads and parses service YAML files through the front door (engine/document), as the seed
 * and the admin's upload do. Invalid services and files become problems and are left out.
 * A slug given again in a later file replaces the earlier service with a warning, as within
 * one file: one upsert cannot write the same row twice.
 */
export function readServiceFiles(files: readonly string[]): ServiceFilesResult {
  const sources = new Map<string, string>();
  const imports = files.map((file) => {
    const read = readDocumentFile(file, file, 'service-content');
    if (read.source !== undefined) sources.set(file, read.source);
    return importDocument(read);
  });
  const merged = oneServicePerSlug(imports.flatMap((imported) => imported.services));
  return {
    services: merged.services.map((service) => service.record),
    problems: [...imports.flatMap((imported) => imported.problems), ...merged.problems],
    sources,
    invalidServices: imports.reduce((sum, imported) => sum + invalidItems(imported), 0),
    refusedFiles: imports.filter(refused).length,
  };
}

function invalidItems({ problems }: ServiceImport): number {
  const items = problems.flatMap(({ item, level }) =>
    item && level === 'error' ? [`${item.document}:${item.index}`] : [],
  );
  return new Set(items).size;
}

// A file whose every service is invalid is not refused: its services are counted as invalid.
function refused(imported: ServiceImport): boolean {
  const errors = imported.problems.filter((problem) => problem.level === 'error');
  return errors.some((problem) => !problem.item) && !errors.some((problem) => problem.item);
}

/** A problem as the report lists it; its place only when the file could be read. */
export function reportedIssue(problem: ImportProblem, source?: string): ReportedIssue {
  const line = source === undefined ? undefined : sourceLine(source, problem.line);
  return {
    code: problem.code,
    file: problem.file,
    document: problem.item?.document ?? null,
    index: problem.item?.index ?? null,
    slug: problem.item?.slug ?? null,
    line: source === undefined ? null : problem.line,
    column: source === undefined ? null : problem.column,
    source: line ?? null,
    message: problem.message,
  };
}

import { readFile } from 'node:fs/promises';
import { parseServicesYaml, type ImportIssue } from '../../engine/data/import';
import type { ServiceContentInput } from '../../engine/data/service-content';

/** A problem in the import report; null where a field does not apply. */
export interface ReportedIssue {
  file: string | null;
  document: number | null;
  index: number | null;
  slug: string | null;
  line: number | null;
  message: string;
}

export interface ServiceFilesResult {
  services: ServiceContentInput[];
  errors: ReportedIssue[];
  warnings: ReportedIssue[];
}

function fileIssue(file: string | null, message: string): ReportedIssue {
  return { file, document: null, index: null, slug: null, line: null, message };
}

function reported(file: string, issue: ImportIssue): ReportedIssue {
  return {
    file,
    document: issue.document,
    index: issue.index,
    slug: issue.slug ?? null,
    line: issue.line ?? null,
    message: issue.message,
  };
}

/**
 * Reads and parses service YAML files with the shared import parser. Invalid
 * services and unreadable files become errors and are left out. A slug given
 * again in a later file replaces the earlier service with a warning, as the
 * parser does within one file: one upsert cannot write the same row twice.
 */
export async function readServiceFiles(files: string[]): Promise<ServiceFilesResult> {
  const result: ServiceFilesResult = { services: [], errors: [], warnings: [] };
  const bySlug = new Map<string, ServiceContentInput>();
  const fileOfSlug = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      result.errors.push(fileIssue(file, `Cannot read the file: ${(error as Error).message}`));
      continue;
    }
    const parsed = parseServicesYaml(text, { fileName: file });
    result.errors.push(...parsed.errors.map((issue) => reported(file, issue)));
    result.warnings.push(...parsed.warnings.map((issue) => reported(file, issue)));
    if (parsed.fatal) {
      result.errors.push(fileIssue(file, `${parsed.fatal.title}: ${parsed.fatal.message}`));
    }
    for (const service of parsed.services) {
      const earlier = fileOfSlug.get(service.slug);
      if (earlier !== undefined) {
        result.warnings.push({
          ...fileIssue(
            file,
            `Duplicate slug "${service.slug}": ${earlier} is replaced by ${file}.`,
          ),
          slug: service.slug,
        });
        bySlug.delete(service.slug);
      }
      fileOfSlug.set(service.slug, file);
      bySlug.set(service.slug, service);
    }
  }
  result.services = [...bySlug.values()];
  return result;
}

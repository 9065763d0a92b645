import { readFile } from 'node:fs/promises';
import { parseServicesYaml, type ImportIssue } from '../../engine/data/import/parse-services-yaml';
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
 * services and unreadable files become errors and are left out; a slug seen
 * before (in this or an earlier file) is an error too, since one upsert cannot
 * write the same row twice.
 */
export async function readServiceFiles(files: string[]): Promise<ServiceFilesResult> {
  const result: ServiceFilesResult = { services: [], errors: [], warnings: [] };
  const firstFileOfSlug = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      result.errors.push(fileIssue(file, `Cannot read the file: ${(error as Error).message}`));
      continue;
    }
    const parsed = parseServicesYaml(text, { fileName: file });
    if (parsed.fatal) {
      result.errors.push(fileIssue(file, `${parsed.fatal.title}: ${parsed.fatal.message}`));
      continue;
    }
    result.errors.push(...parsed.errors.map((issue) => reported(file, issue)));
    result.warnings.push(...parsed.warnings.map((issue) => reported(file, issue)));
    for (const service of parsed.services) {
      const earlier = firstFileOfSlug.get(service.slug);
      if (earlier === undefined) {
        firstFileOfSlug.set(service.slug, file);
        result.services.push(service);
      } else {
        result.errors.push({
          ...fileIssue(file, `The slug "${service.slug}" is already used in ${earlier}; this service was skipped.`),
          slug: service.slug,
        });
      }
    }
  }
  if (files.length > 0 && result.services.length === 0 && result.errors.length === 0) {
    result.errors.push(fileIssue(null, 'No valid services found in the YAML files.'));
  }
  return result;
}

import { readFile, stat } from 'node:fs/promises';
import {
  decodeImportBytes,
  IMPORT_MESSAGES,
  MAX_FILE_BYTES,
  parseServicesYaml,
  type ImportFatal,
  type ImportIssue,
} from '../../engine/data/import';
import type { ServiceContentInput } from '../../engine/data/service-content';

/** A problem in the import report; null where a field does not apply. */
export interface ReportedIssue {
  file: string | null;
  document: number | null;
  index: number | null;
  slug: string | null;
  line: number | null;
  /** Where on the line, for a problem that stopped the whole file. */
  column: number | null;
  /** That line of the file, control characters shown as visible symbols. */
  source: string | null;
  message: string;
}

// The most of a line shown under a problem, centred on its column.
const SHOWN_LINE_LENGTH = 160;

export interface ServiceFilesResult {
  services: ServiceContentInput[];
  errors: ReportedIssue[];
  warnings: ReportedIssue[];
  /** Services left out because they are invalid. */
  invalidServices: number;
  /** Files left out whole: unreadable, too large, not UTF-8, not YAML or not services. */
  refusedFiles: number;
}

function fileIssue(file: string | null, message: string): ReportedIssue {
  return {
    file,
    document: null,
    index: null,
    slug: null,
    line: null,
    column: null,
    source: null,
    message,
  };
}

// C0 controls and DEL as the Unicode symbols for them (NUL as ␀), so a terminal shows them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const visible = (text: string) =>
  text.replace(CONTROL, (character) =>
    String.fromCodePoint(character === '\u007F' ? 0x2421 : 0x2400 + character.charCodeAt(0)),
  );

function fatalIssue(file: string, fatal: ImportFatal, text: string): ReportedIssue {
  const issue = fileIssue(file, `${fatal.title}: ${fatal.message}`);
  if (fatal.line === undefined) return issue;
  const line = text.split('\n', fatal.line)[fatal.line - 1]?.replace(/\r$/, '');
  return {
    ...issue,
    line: fatal.line,
    column: fatal.column ?? null,
    source: line === undefined ? null : visible(line),
  };
}

// The line around `column`, cut to SHOWN_LINE_LENGTH, and where the column falls in it.
function window(source: string, column: number): { text: string; caret: number } {
  if (source.length <= SHOWN_LINE_LENGTH) return { text: source, caret: column };
  const start = Math.max(
    0,
    Math.min(column - SHOWN_LINE_LENGTH / 2, source.length - SHOWN_LINE_LENGTH),
  );
  const text = `${start > 0 ? '…' : ''}${source.slice(start, start + SHOWN_LINE_LENGTH)}…`;
  return { text, caret: column - start + (start > 0 ? 1 : 0) };
}

/** One problem as the command prints it: `file:line: slug: message`, then the line itself. */
export function describeIssue(issue: ReportedIssue): string {
  const place = [issue.file, issue.line, issue.column].filter((part) => part !== null).join(':');
  const slug = issue.slug ? `${issue.slug}: ` : '';
  const text = `${place ? `${place}: ` : ''}${slug}${issue.message}`;
  if (issue.source === null || issue.line === null) return text;
  const shown = window(issue.source, issue.column ?? 1);
  const gutter = ' '.repeat(String(issue.line).length);
  const caret = issue.column === null ? '' : `\n  ${gutter} | ${' '.repeat(shown.caret - 1)}^`;
  return `${text}\n  ${issue.line} | ${shown.text}${caret}`;
}

function reported(file: string, issue: ImportIssue): ReportedIssue {
  return {
    file,
    document: issue.document,
    index: issue.index,
    slug: issue.slug ?? null,
    line: issue.line ?? null,
    column: null,
    source: null,
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
  const result: ServiceFilesResult = {
    services: [],
    errors: [],
    warnings: [],
    invalidServices: 0,
    refusedFiles: 0,
  };
  const refuse = (issue: ReportedIssue) => {
    result.errors.push(issue);
    result.refusedFiles += 1;
  };
  const bySlug = new Map<string, ServiceContentInput>();
  const fileOfSlug = new Map<string, string>();
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      // A file over the cap is refused before it is read into memory.
      if ((await stat(file)).size > MAX_FILE_BYTES) {
        refuse(fileIssue(file, `${IMPORT_MESSAGES.failedTitle}: ${IMPORT_MESSAGES.fileTooLarge}`));
        continue;
      }
      bytes = await readFile(file);
    } catch (error) {
      refuse(fileIssue(file, `Cannot read the file: ${(error as Error).message}`));
      continue;
    }
    const text = decodeImportBytes(bytes);
    if (typeof text !== 'string') {
      refuse(fatalIssue(file, text, new TextDecoder().decode(bytes)));
      continue;
    }
    const parsed = parseServicesYaml(text, { fileName: file });
    result.errors.push(...parsed.errors.map((issue) => reported(file, issue)));
    result.warnings.push(...parsed.warnings.map((issue) => reported(file, issue)));
    result.invalidServices += parsed.errors.length;
    // A file whose every service is invalid is not refused: its services are counted above.
    if (parsed.fatal && parsed.errors.length > 0)
      result.errors.push(fatalIssue(file, parsed.fatal, text));
    else if (parsed.fatal) refuse(fatalIssue(file, parsed.fatal, text));
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

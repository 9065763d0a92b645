import type { Command } from 'commander';
import type { ImportProblem } from '../../engine/services/import';
import type { ServiceContentInput } from '../../engine/services/service-content';
import type { ServiceContentStore } from '../../engine/services/service-store';
import { formatDiagnostic } from '../../engine/document/diagnostic';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase } from './command-help';
import {
  readServiceFiles,
  reportedIssue,
  type ReportedIssue,
  type ServiceFilesResult,
} from './read-service-files';
import { openServiceStore, type ServiceStoreTarget } from './service-store';
import { describeStoreFailure, type StoreFailure } from './store-failure';

interface ImportOptions {
  dryRun?: boolean;
  json?: boolean;
}

/** What `import --json` prints. */
export interface ImportReport {
  dryRun: boolean;
  /** Services that passed every check: what the import writes, or a dry run would write. */
  valid: number;
  /** Services written to the store (0 in a dry run, and when the store failed). */
  written: number;
  /** Invalid services left out of the import. */
  skipped: number;
  /** Files left out whole: unreadable, too large, not UTF-8, not YAML or not services. */
  refusedFiles: number;
  errors: ReportedIssue[];
  warnings: ReportedIssue[];
  services: ServiceContentInput[];
  /** Why the store did not take the write, when it did not. */
  storeFailure: StoreFailure | null;
}

/** From this many services on, an interactive push shows a progress bar. */
const PROGRESS_BAR_FROM = 200;

// PostgREST runs each request in its own transaction, so batches could leave
// half an import behind; the push is one request and the bar tells the
// operator it is in flight, then jumps to done.
async function pushWithProgress(
  store: Pick<ServiceContentStore, 'upsertMany'>,
  services: ServiceContentInput[],
  io: CommandIo,
): Promise<number> {
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    {
      stream: io.stderr as unknown as NodeJS.WritableStream,
      format: 'Pushing {total} services in one request |{bar}| {value}/{total} | {duration}s',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(services.length, 0);
  try {
    const written = await store.upsertMany(services);
    bar.update(written);
    return written;
  } finally {
    bar.stop();
  }
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function summary(report: ImportReport): string {
  const skipped = [
    report.skipped > 0 ? `, ${count(report.skipped, 'invalid service')} skipped` : '',
    report.refusedFiles > 0 ? `, ${count(report.refusedFiles, 'file')} refused` : '',
  ].join('');
  if (report.dryRun) {
    return `Dry run: ${count(report.valid, 'service')} would be imported${skipped}; nothing was sent.`;
  }
  if (report.storeFailure) {
    return report.storeFailure.mayHaveWritten
      ? `The import may or may not have been written: ${report.storeFailure.message}. Run \`sitectl export\` to see what the site holds.`
      : `Nothing was imported: ${report.storeFailure.message}`;
  }
  return `Imported ${count(report.written, 'service')}${skipped}.`;
}

function printReport(
  report: ImportReport,
  read: ServiceFilesResult,
  io: CommandIo,
  json: boolean | undefined,
): void {
  if (json) {
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  // Each problem as `sitectl validate` prints it: place, code, message, code frame, hint.
  for (const level of ['warning', 'error'] as const)
    for (const problem of read.problems.filter((found) => found.level === level))
      io.stderr.write(`${level}: ${formatDiagnostic(problem, read.sources.get(problem.file))}\n\n`);
  const problems = `${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}`;
  const line = `${summary(report)} ${problems}.\n`;
  if (report.storeFailure) io.stderr.write(line);
  else io.stdout.write(line);
}

/** The exit code of an import: each code means one outcome, with or without --json. */
function exitCode(report: ImportReport): number {
  if (report.storeFailure) return Exit.storeFailed;
  return report.skipped > 0 || report.refusedFiles > 0 ? Exit.invalid : Exit.ok;
}

async function write(
  services: ServiceContentInput[],
  options: ImportOptions,
  io: CommandIo,
): Promise<{ written: number; storeFailure: StoreFailure | null } | string> {
  let target: ServiceStoreTarget | string;
  try {
    target = await openServiceStore(io.env);
  } catch (error) {
    return { written: 0, storeFailure: { ...describeStoreFailure(error), mayHaveWritten: false } };
  }
  if (typeof target === 'string') return target;
  const showBar =
    !options.json && io.stdout.isTTY && io.stderr.isTTY && services.length >= PROGRESS_BAR_FROM;
  try {
    const written = showBar
      ? await pushWithProgress(target.store, services, io)
      : await target.store.upsertMany(services);
    if (!options.json) io.stderr.write(`Wrote to ${target.where}.\n`);
    return { written, storeFailure: null };
  } catch (error) {
    return { written: 0, storeFailure: describeStoreFailure(error) };
  } finally {
    await target.close();
  }
}

async function importServices(
  files: string[],
  options: ImportOptions,
  io: CommandIo,
): Promise<number> {
  const read = readServiceFiles(files);
  const { services, problems, sources } = read;
  const reported = (level: ImportProblem['level']) =>
    problems
      .filter((problem) => problem.level === level)
      .map((problem) => reportedIssue(problem, sources.get(problem.file)));
  const report: ImportReport = {
    dryRun: Boolean(options.dryRun),
    valid: services.length,
    written: 0,
    skipped: read.invalidServices,
    refusedFiles: read.refusedFiles,
    errors: reported('error'),
    warnings: reported('warning'),
    services,
    storeFailure: null,
  };
  if (!options.dryRun && services.length > 0) {
    const outcome = await write(services, options, io);
    if (typeof outcome === 'string') {
      io.stderr.write(`${outcome} Or check the files without sending with --dry-run.\n`);
      return Exit.usage;
    }
    Object.assign(report, outcome);
  }
  printReport(report, read, io, options.json);
  return exitCode(report);
}

/**
 * `sitectl import <files...>`: parses service YAML files and upserts their valid services on
 * slug in one transaction: into Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
 * set, otherwise into the site's own database (through the site server when it runs).
 */
export function createImportCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('import', io)
    .description('Validate service content YAML files and upsert their services into the site')
    .argument('<files...>', 'service YAML files (.yaml or .yml)')
    .option('--dry-run', 'parse, validate and report without sending anything')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      commandHelp({
        about:
          `Where to: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set; otherwise ${siteDatabase}. ` +
          'Invalid services are skipped and reported; the valid ones are written in one transaction.',
        exitCodes: {
          0: 'every service valid and (unless --dry-run) written',
          1: 'some services or files invalid and skipped; every valid one written (or, with --dry-run, would be)',
          2: 'wrong arguments or missing credentials; nothing sent',
          3: 'the store refused the write or could not be reached; the message says whether anything may have been written',
        },
        examples: [
          'sitectl import supabase/seed/*.yaml --dry-run    # check, send nothing',
          'sitectl import services.yaml                     # write the valid services',
          'sitectl import services.yaml --dry-run --json    # report as JSON, for scripts',
        ],
      }),
    )
    .action(
      exitWithResult(io, (files: string[], options: ImportOptions) =>
        importServices(files, options, io),
      ),
    );
}

import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import type { ServiceContentInput, ServiceContentStore } from '../../engine/data/service-content';
import { createSupabaseStore } from '../../engine/data/supabase-store';
import {
  createDataCommand,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  processIo,
  runCommand,
  type CommandIo,
} from './command-io';
import { readServiceFiles, type ReportedIssue } from './read-service-files';
import { createServiceRoleClient } from './supabase-credentials';

interface ImportOptions {
  dryRun?: boolean;
  json?: boolean;
}

/** What `import --json` prints. */
export interface ImportReport {
  imported: number;
  errors: ReportedIssue[];
  warnings: ReportedIssue[];
  services: ServiceContentInput[];
}

/** From this many services on, an interactive push shows a progress bar. */
const PROGRESS_BAR_FROM = 200;

// PostgREST runs each request in its own transaction, so batches could leave
// half an import behind; the push is one request and the bar tells the
// operator it is in flight, then jumps to done.
async function pushWithProgress(
  store: ServiceContentStore,
  services: ServiceContentInput[],
  io: CommandIo,
): Promise<number> {
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
    const imported = await store.upsertMany(services);
    bar.update(imported);
    return imported;
  } finally {
    bar.stop();
  }
}

function describe(issue: ReportedIssue): string {
  const place = [issue.file, issue.line].filter((part) => part !== null).join(':');
  const slug = issue.slug ? `${issue.slug}: ` : '';
  return `${place ? `${place}: ` : ''}${slug}${issue.message}`;
}

function printReport(report: ImportReport, options: ImportOptions, io: CommandIo): void {
  if (options.json) {
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  for (const warning of report.warnings) io.stderr.write(`warning: ${describe(warning)}\n`);
  for (const error of report.errors) io.stderr.write(`error: ${describe(error)}\n`);
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const summary = options.dryRun
    ? `Dry run: ${count(report.services.length, 'service')} valid, nothing was sent.`
    : `Imported ${count(report.imported, 'service')}.`;
  const problems = `${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}`;
  io.stdout.write(`${summary} ${problems}.\n`);
}

async function importServices(
  files: string[],
  options: ImportOptions,
  io: CommandIo,
): Promise<number> {
  let store: ServiceContentStore | undefined;
  if (!options.dryRun) {
    const connection = createServiceRoleClient(io.env);
    if (!connection.client) {
      io.stderr.write(`${connection.problem} Or check the files without sending with --dry-run.\n`);
      return EXIT_USAGE;
    }
    store = createSupabaseStore(connection.client);
  }

  const { services, errors, warnings } = await readServiceFiles(files);
  let imported = 0;
  if (store && services.length > 0) {
    const showBar =
      !options.json && io.stdout.isTTY && io.stderr.isTTY && services.length >= PROGRESS_BAR_FROM;
    try {
      imported = showBar
        ? await pushWithProgress(store, services, io)
        : await store.upsertMany(services);
    } catch (error) {
      errors.push({
        file: null,
        document: null,
        index: null,
        slug: null,
        line: null,
        message: `Nothing was imported. ${(error as Error).message}`,
      });
    }
  }

  printReport({ imported, errors, warnings, services }, options, io);
  return errors.length > 0 ? EXIT_FAILED : EXIT_OK;
}

/**
 * `sitectl import <files...>`: parses service YAML files and upserts their
 * services on slug into Supabase in one request (SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY). Exit code 0 when everything was imported, 1 when
 * any service or file had an error or the push failed, 2 on a usage error or
 * missing credentials.
 */
export function createImportCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('import', io)
    .description('Validate service content YAML files and upsert their services into Supabase')
    .argument('<files...>', 'service YAML files (.yaml or .yml)')
    .option('--dry-run', 'parse, validate and report without sending anything')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nEnvironment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (not needed with --dry-run).\n' +
        'Invalid services are skipped and reported; the valid ones go in one all-or-nothing request.',
    )
    .action(async (files: string[], options: ImportOptions) => {
      io.setExitCode(await importServices(files, options, io));
    });
}

/** Runs `import` with `argv` in-process and resolves to its exit code. */
export function runImport(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createImportCommand, argv, io);
}

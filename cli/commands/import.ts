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
import { ServerRequestError } from './server-client';
import { openSiteData } from './site-data';
import { createServiceRoleClient, hasSupabaseCredentials } from './supabase-credentials';

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
  store: Pick<ServiceContentStore, 'upsertMany'>,
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

interface ImportTarget {
  store: Pick<ServiceContentStore, 'upsertMany'>;
  where: string;
  close(): Promise<void>;
}

/** Supabase with the service role key when it is set, else the site's own data. */
async function openTarget(io: CommandIo): Promise<ImportTarget | string> {
  if (hasSupabaseCredentials(io.env)) {
    const connection = createServiceRoleClient(io.env);
    if (!connection.client) return connection.problem;
    return {
      store: createSupabaseStore(connection.client),
      where: 'Supabase',
      close: async () => {},
    };
  }
  const site = await openSiteData(io.env);
  return { store: site.services, where: site.where, close: () => site.close() };
}

function pushFailure(error: unknown): string {
  if (error instanceof ServerRequestError && error.status === 0) {
    return `The import may or may not have been applied: ${error.message}. Run \`sitectl export\` to see what the site holds.`;
  }
  return `Nothing was imported. ${(error as Error).message}`;
}

async function importServices(
  files: string[],
  options: ImportOptions,
  io: CommandIo,
): Promise<number> {
  const { services, errors, warnings } = await readServiceFiles(files);
  let imported = 0;
  if (!options.dryRun && services.length > 0) {
    let target: ImportTarget | string;
    try {
      target = await openTarget(io);
    } catch (error) {
      io.stderr.write(`${(error as Error).message}\n`);
      return EXIT_FAILED;
    }
    if (typeof target === 'string') {
      io.stderr.write(`${target} Or check the files without sending with --dry-run.\n`);
      return EXIT_USAGE;
    }
    const showBar =
      !options.json && io.stdout.isTTY && io.stderr.isTTY && services.length >= PROGRESS_BAR_FROM;
    try {
      imported = showBar
        ? await pushWithProgress(target.store, services, io)
        : await target.store.upsertMany(services);
      if (!options.json) io.stderr.write(`Wrote to ${target.where}.\n`);
    } catch (error) {
      errors.push({
        file: null,
        document: null,
        index: null,
        slug: null,
        line: null,
        message: pushFailure(error),
      });
    } finally {
      await target.close();
    }
  }

  printReport({ imported, errors, warnings, services }, options, io);
  return errors.length > 0 ? EXIT_FAILED : EXIT_OK;
}

/**
 * `sitectl import <files...>`: parses service YAML files and upserts their services on
 * slug, all or nothing: into Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
 * set, otherwise into the site's own database (through the site server when it runs).
 * Exit code 0 when everything was imported, 1 when any service or file had an error or
 * the write failed, 2 on a usage error.
 */
export function createImportCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('import', io)
    .description('Validate service content YAML files and upsert their services into the site')
    .argument('<files...>', 'service YAML files (.yaml or .yml)')
    .option('--dry-run', 'parse, validate and report without sending anything')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nWhere to: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set; otherwise the\n' +
        "site's database (DATABASE_URL, or DATA_DIR, default .data/), through the site server when\n" +
        'it runs. Invalid services are skipped and reported; the valid ones are written all or\n' +
        'nothing.\n\nExamples:\n' +
        '  sitectl import supabase/seed/*.yaml --dry-run\n' +
        '  sitectl import services.yaml --json',
    )
    .action(async (files: string[], options: ImportOptions) => {
      io.setExitCode(await importServices(files, options, io));
    });
}

/** Runs `import` with `argv` in-process and resolves to its exit code. */
export function runImport(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createImportCommand, argv, io);
}

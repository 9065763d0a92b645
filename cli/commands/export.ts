import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { ServiceContent } from '../../engine/data/service-content';
import { createSupabaseStore } from '../../engine/data/supabase-store';
import {
  createDataCommand,
  EXIT_STORE_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  processIo,
  runCommand,
  type CommandIo,
} from './command-io';
import { servicesToYaml } from './services-to-yaml';
import { openSiteData } from './site-data';
import { createServiceRoleClient, hasSupabaseCredentials } from './supabase-credentials';

interface ExportOptions {
  out?: string;
}

async function readSite(env: CommandIo['env']): Promise<ServiceContent[]> {
  const site = await openSiteData(env);
  try {
    return await site.services.list();
  } finally {
    await site.close();
  }
}

async function exportServices(options: ExportOptions, io: CommandIo): Promise<number> {
  let read: () => Promise<ServiceContent[]> = () => readSite(io.env);
  if (hasSupabaseCredentials(io.env)) {
    const connection = await createServiceRoleClient(io.env);
    if (!connection.client) {
      io.stderr.write(`${connection.problem}\n`);
      return EXIT_USAGE;
    }
    const store = createSupabaseStore(connection.client);
    read = () => store.list();
  }

  let yaml: string;
  let count: number;
  try {
    const services = await read();
    yaml = servicesToYaml(services);
    count = services.length;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return EXIT_STORE_FAILED;
  }

  if (!options.out) {
    io.stdout.write(yaml);
    return EXIT_OK;
  }
  try {
    await writeFile(options.out, yaml);
  } catch (error) {
    io.stderr.write(`Cannot write ${options.out}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  io.stderr.write(`Exported ${count} service${count === 1 ? '' : 's'} to ${options.out}.\n`);
  return EXIT_OK;
}

/**
 * `sitectl export [--out file]`: writes every service record as YAML that `sitectl
 * import` accepts, read from Supabase (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY) or
 * from the site's own database. Exit code 0 on success, 1 when reading or writing
 * failed, 2 on a usage error.
 */
export function createExportCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('export', io)
    .description('Write every service record as import-ready YAML')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .addHelpText(
      'after',
      '\nWhere from: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set; otherwise the\n' +
        "site's database (DATABASE_URL, or DATA_DIR, default .data/), through the site server when\n" +
        'it runs.\n\nExit codes: 0 exported, 2 wrong arguments or an output file that cannot be\n' +
        'written, 3 the store refused or could not be reached.\n\n' +
        'Examples:\n' +
        '  sitectl export --out services.yaml   # every service, importable again\n' +
        '  sitectl export > backup.yaml',
    )
    .action(async (options: ExportOptions) => {
      io.setExitCode(await exportServices(options, io));
    });
}

/** Runs `export` with `argv` in-process and resolves to its exit code. */
export function runExport(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createExportCommand, argv, io);
}

import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { openEmbeddedDatabase } from '../../engine/data/embedded-db';
import { loadEmbeddedSqlFromFiles } from '../../engine/data/embedded-sql-files';
import { createEmbeddedStore } from '../../engine/data/embedded-store';
import type { ServiceContent } from '../../engine/data/service-content';
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
import { servicesToYaml } from './services-to-yaml';
import { createServiceRoleClient } from './supabase-credentials';

interface ExportOptions {
  out?: string;
  embedded?: boolean;
}

async function readEmbedded(): Promise<ServiceContent[]> {
  const db = await openEmbeddedDatabase({ sql: loadEmbeddedSqlFromFiles() });
  try {
    return await createEmbeddedStore(db).list();
  } finally {
    await db.close();
  }
}

async function exportServices(options: ExportOptions, io: CommandIo): Promise<number> {
  let read: () => Promise<ServiceContent[]>;
  if (options.embedded) {
    read = readEmbedded;
  } else {
    const connection = createServiceRoleClient(io.env);
    if (!connection.client) {
      io.stderr.write(`${connection.problem} Or export the seeded database with --embedded.\n`);
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
    return EXIT_FAILED;
  }

  if (!options.out) {
    io.stdout.write(yaml);
    return EXIT_OK;
  }
  try {
    await writeFile(options.out, yaml);
  } catch (error) {
    io.stderr.write(`Cannot write ${options.out}: ${(error as Error).message}\n`);
    return EXIT_FAILED;
  }
  io.stderr.write(`Exported ${count} service${count === 1 ? '' : 's'} to ${options.out}.\n`);
  return EXIT_OK;
}

/**
 * `sitectl export [--out file] [--embedded]`: writes every service record as
 * YAML that `sitectl import` accepts, read from Supabase (SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY) or from a fresh embedded database built from the
 * migrations and seed. Exit code 0 on success, 1 when reading or writing
 * failed, 2 on a usage error or missing credentials.
 */
export function createExportCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('export', io)
    .description('Write every service record as import-ready YAML')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .option('--embedded', 'read a fresh embedded database (migrations + seed) instead of Supabase')
    .addHelpText(
      'after',
      '\nEnvironment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (not needed with --embedded).',
    )
    .action(async (options: ExportOptions) => {
      io.setExitCode(await exportServices(options, io));
    });
}

/** Runs `export` with `argv` in-process and resolves to its exit code. */
export function runExport(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createExportCommand, argv, io);
}

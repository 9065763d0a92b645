import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { servicesToYaml } from './services-to-yaml';
import { openServiceStore } from './service-store';
import { failedOpeningExitCode } from './site-data';

interface ExportOptions {
  out?: string;
}

async function exportServices(options: ExportOptions, io: CommandIo): Promise<number> {
  let yaml: string;
  let count: number;
  try {
    const target = await openServiceStore(io.env, { mustExist: true });
    if (typeof target === 'string') {
      io.stderr.write(`${target}\n`);
      return Exit.usage;
    }
    try {
      const services = await target.store.list();
      yaml = servicesToYaml(services);
      count = services.length;
    } finally {
      await target.close();
    }
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return failedOpeningExitCode(error);
  }

  if (!options.out) {
    io.stdout.write(yaml);
    return Exit.ok;
  }
  try {
    await writeFile(options.out, yaml);
  } catch (error) {
    io.stderr.write(`Cannot write ${options.out}: ${(error as Error).message}\n`);
    return Exit.usage;
  }
  io.stderr.write(`Exported ${count} service${count === 1 ? '' : 's'} to ${options.out}.\n`);
  return Exit.ok;
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
      commandHelp({
        about: `Where from: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set; otherwise ${siteDatabase}.`,
        exitCodes: {
          0: 'exported',
          2: `${wrongArgumentsOrNoDatabase}, or an output file that cannot be written`,
          3: 'the store refused or could not be reached',
        },
        examples: [
          'sitectl export --out services.yaml   # every service, importable again',
          'sitectl export > backup.yaml',
        ],
      }),
    )
    .action(exitWithResult(io, (options: ExportOptions) => exportServices(options, io)));
}

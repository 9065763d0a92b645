import type { Command } from 'commander';
import { resolveDataDir } from '../../engine/database/data-dir';
import { Exit, createDataCommand, processIo, runCommand, type CommandIo } from './command-io';
import { commandHelp } from './command-help';
import { findRunningServer, type RunningServer } from './running-server';

async function printAdminLink(io: CommandIo, name: string | undefined): Promise<number> {
  const dataDir = resolveDataDir(io.env);
  let running: RunningServer | null;
  try {
    running = await findRunningServer(dataDir);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return Exit.storeFailed;
  }
  if (!running) {
    io.stderr.write(
      `No site server is running on ${dataDir}. Start it with \`npm start\`; it prints an admin link.\n`,
    );
    return Exit.storeFailed;
  }
  try {
    io.stdout.write(`${await running.client.adminLink(name)}\n`);
    io.stderr.write(
      `The link works once and keeps a browser signed in for 12 hours${name ? `; edits made there are by ${name}` : ''}.\n`,
    );
    return Exit.ok;
  } catch (error) {
    io.stderr.write(`Could not make an admin link: ${(error as Error).message}\n`);
    return Exit.storeFailed;
  }
}

/** `sitectl admin-link`: a new one-time link to the embedded /admin, from the running server. */
export function createAdminLinkCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('admin-link', io)
    .description('Print a new one-time link that opens the staff dashboard (/admin)')
    .option(
      '--name <person>',
      'who the link is for: drafts, publishes and history name them (at most 100 characters)',
    )
    .addHelpText(
      'after',
      commandHelp({
        about: 'Asks the site server running on DATA_DIR (default .data/).',
        exitCodes: {
          0: 'printed',
          2: 'a --name that is empty or too long',
          3: 'no site server runs there, or it refused',
        },
        examples: [
          'sitectl admin-link --name "Sara Khan"',
          'DATA_DIR=/srv/site/data sitectl admin-link',
        ],
      }),
    )
    .action(async (options: { name?: string }) => {
      const name = options.name?.trim();
      if (name !== undefined && (name === '' || name.length > 100)) {
        io.stderr.write('--name needs a name of 1 to 100 characters.\n');
        io.setExitCode(Exit.usage);
        return;
      }
      io.setExitCode(await printAdminLink(io, name));
    });
}

export function runAdminLink(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createAdminLinkCommand, argv, io);
}

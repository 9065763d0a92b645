import type { Command } from 'commander';
import { resolveDataDir } from '../../engine/database/data-dir';
import { Exit, createDataCommand, processIo, runCommand, type CommandIo } from './command-io';
import { commandHelp } from './command-help';
import { findRunningServer, type RunningServer } from './running-server';
import { isStaffEmail } from '../../engine/staff/access/sql-staff-address-store';

async function printAdminLink(
  io: CommandIo,
  name: string | undefined,
  email: string | undefined,
): Promise<number> {
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
    io.stdout.write(`${await running.client.adminLink(name, email)}\n`);
    io.stderr.write(
      `The link works once and keeps a browser signed in for 12 hours${name ? `; edits made there are by ${name}` : ''}.\n`,
    );
    if (email) {
      io.stderr.write(
        `A lead given to ${name} is announced at ${email} (when the server sends email: SMTP_URL).\n`,
      );
    }
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
    .option(
      '--email <address>',
      'with --name: where a lead given to that person is announced (kept for that name until changed)',
    )
    .addHelpText(
      'after',
      commandHelp({
        about: 'Asks the site server running on DATA_DIR (default .data/).',
        exitCodes: {
          0: 'printed',
          2: 'a --name that is empty or too long, or an --email without --name or not an address',
          3: 'no site server runs there, or it refused',
        },
        examples: [
          'sitectl admin-link --name "Sara Khan"',
          'sitectl admin-link --name "Sara Khan" --email sara@example.com',
          'DATA_DIR=/srv/site/data sitectl admin-link',
        ],
      }),
    )
    .action(async (options: { name?: string; email?: string }) => {
      const name = options.name?.trim();
      const email = options.email?.trim();
      if (name !== undefined && (name === '' || name.length > 100)) {
        io.stderr.write('--name needs a name of 1 to 100 characters.\n');
        io.setExitCode(Exit.usage);
        return;
      }
      if (email !== undefined && (!name || !isStaffEmail(email) || email.length > 254)) {
        io.stderr.write(
          name
            ? `--email needs one email address, such as sara@example.com; "${email}" is not one.\n`
            : '--email goes with --name: whose address it is.\n',
        );
        io.setExitCode(Exit.usage);
        return;
      }
      io.setExitCode(await printAdminLink(io, name, email));
    });
}

export function runAdminLink(argv: string[], io: Omit<CommandIo, 'setExitCode'>): Promise<number> {
  return runCommand(createAdminLinkCommand, argv, io);
}

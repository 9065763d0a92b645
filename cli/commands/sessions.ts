import type { Command } from 'commander';
import type { StaffSession } from '../../engine/staff/access/sql-staff-session-store';
import { SITE_TIME_NAME, sortableSiteTime } from '../../engine/locale/site-time';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { withSiteData } from './site-data';

function sessionsAsText(sessions: readonly StaffSession[]): string {
  if (sessions.length === 0) return 'No one is signed in to /admin.\n';
  const lines = sessions.map(
    (session) =>
      `${session.id}  signed in ${sortableSiteTime(session.created_at)}  last seen ` +
      `${sortableSiteTime(session.last_seen_at)}  ends ${sortableSiteTime(session.expires_at)}  ` +
      `${session.staff_name || '(unnamed link)'}  ` +
      `${session.user_agent.slice(0, 80) || '(unknown browser)'}`,
  );
  const count = `${sessions.length} session${sessions.length === 1 ? '' : 's'}`;
  return `${lines.join('\n')}\n${count}, times in ${SITE_TIME_NAME} time.\n`;
}

/**
 * `sitectl sessions`: the browsers signed in to the site server's /admin;
 * `sitectl sessions revoke <id> | --all` ends sessions at once.
 */
export function createSessionsCommand(io: CommandIo = processIo()): Command {
  const sessions = createDataCommand('sessions', io)
    .description('List the browsers signed in to /admin with an admin link, or end their sessions')
    .option('--json', 'print them as JSON')
    .addHelpText(
      'after',
      commandHelp({
        about: `Reads ${siteDatabase}.`,
        exitCodes: {
          0: 'listed',
          2: wrongArgumentsOrNoDatabase,
          3: 'the database could not be read',
        },
        examples: [
          'sitectl sessions',
          'sitectl sessions revoke --all',
          'sitectl sessions revoke 0b7f6c1e-2f1d-4c55-9a8e-6d1f3a2b4c5d',
        ],
      }),
    )
    .action(
      exitWithResult(io, (options: { json?: boolean }) =>
        withSiteData(io, async (site) => {
          const live = await site.sessions.list();
          io.stdout.write(
            options.json ? `${JSON.stringify(live, null, 2)}\n` : sessionsAsText(live),
          );
          return Exit.ok;
        }),
      ),
    );
  sessions
    .command('revoke')
    .description('End sessions at once: the one with this id, or every one with --all')
    .argument('[id]', 'the session to end, as `sitectl sessions` lists it')
    .option('--all', 'end every session')
    .addHelpText(
      'after',
      commandHelp({
        exitCodes: {
          0: 'ended',
          1: 'no live session has that id',
          2: wrongArgumentsOrNoDatabase,
          3: 'the database could not be reached',
        },
      }),
    )
    .action(
      exitWithResult(io, async (id: string | undefined, options: { all?: boolean }) => {
        if (Boolean(id) === Boolean(options.all)) {
          io.stderr.write('Give one session id, or --all.\n');
          return Exit.usage;
        }
        return withSiteData(io, async (site) => {
          if (options.all) {
            const ended = await site.sessions.endAll();
            io.stdout.write(`Ended ${ended} session${ended === 1 ? '' : 's'}.\n`);
            return Exit.ok;
          }
          if (!(await site.sessions.endById(id!))) {
            io.stderr.write(`No live session has the id ${id}.\n`);
            return Exit.invalid;
          }
          io.stdout.write(`Ended session ${id}.\n`);
          return Exit.ok;
        });
      }),
    );
  return sessions;
}

import type { Command } from 'commander';
import {
  destinationState,
  type DestinationHealth,
  LONGEST_PAUSE_MS,
  PAUSE_AFTER_FAILURES,
} from '../../engine/leads/notify/destinations';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase } from './command-help';
import { withSiteData } from './site-data';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One destination in words: how it stands, why, what waits for it and what comes next. */
function destinationAsText(health: DestinationHealth, now: Date): string {
  const name =
    health.channel === 'email'
      ? `email through the mail server ${health.destination}`
      : `webhook to ${health.destination}`;
  const failed = `${plural(health.failures, 'failed attempt')} in a row`;
  const waiting = `${plural(health.waiting, 'notification')} waiting`;
  const longest = `${LONGEST_PAUSE_MS / 60_000} min`;
  const lines = {
    failing:
      `failing: ${failed}, last at ${health.last_failed_at}; each is retried on its own ` +
      `schedule, and ${PAUSE_AFTER_FAILURES} in a row pause the destination`,
    paused:
      `PAUSED since ${health.paused_since} until ${health.paused_until}, after ${failed}; ` +
      `nothing is sent there until then. Then one is tried: if it is taken the rest follow, ` +
      `if not the pause doubles (up to ${longest}). Resend in /admin tries at once`,
    resuming:
      `PAUSED since ${health.paused_since}, after ${failed}; the pause ended at ` +
      `${health.paused_until} and the next try decides: if it is taken the rest follow, ` +
      `if not it is paused again for twice as long`,
  }[destinationState(health, now)];
  return `${name}\n  ${lines}\n  last error: ${health.last_error ?? '(none)'}\n  ${waiting}\n`;
}

/**
 * `sitectl notifications [--json]`: the receivers of lead notifications (the mail server,
 * webhook URLs) that failed since their last success, paused or about to be, from the
 * site's database (through the site server when it runs). Exits 1 while one is paused.
 */
export function createNotificationsCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('notifications', io)
    .description(
      'Show where lead notifications are failing: a destination paused after failing again and again, until when, and what waits for it',
    )
    .option('--json', 'print them as JSON')
    .addHelpText(
      'after',
      commandHelp({
        about: `Reads ${siteDatabase}.`,
        exitCodes: {
          0: 'no destination is paused',
          1: 'a destination is paused: its notifications wait until the pause ends',
          2: 'wrong arguments, or no database there',
          3: 'the database could not be read',
        },
        examples: ['sitectl notifications', "sitectl notifications --json | jq '.[0]'"],
      }),
    )
    .action(
      exitWithResult(io, (options: { json?: boolean }) =>
        withSiteData(
          io,
          async (site) => {
            const destinations = await site.notificationDestinations();
            const now = new Date();
            if (options.json) io.stdout.write(`${JSON.stringify(destinations, null, 2)}\n`);
            else if (destinations.length === 0)
              io.stdout.write(
                'Every destination takes notifications: none failed since its last success.\n',
              );
            else io.stdout.write(destinations.map((one) => destinationAsText(one, now)).join('\n'));
            const paused = destinations.some((one) => destinationState(one, now) !== 'failing');
            return paused ? Exit.invalid : Exit.ok;
          },
          'Could not read the notifications: ',
        ),
      ),
    );
}

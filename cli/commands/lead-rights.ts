import { Command } from 'commander';
import { looksLikeEmail } from '../../engine/leads/privacy/person-data';
import { parseAge } from '../../engine/leads/privacy/retention';
import { Exit, createDataCommand, exitWithResult, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { withSiteData, type SiteData } from './site-data';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface PersonCommand {
  name: string;
  description: string;
  about: string;
  exitCodes: Record<0 | 3, string>;
  example: string;
  /** Said on standard error before why the data could not be opened. */
  failure: string;
  run(site: SiteData, email: string): Promise<void>;
}

/**
 * A command about one person, named by `--email <address>`: refuses anything that is not an
 * address before it opens the site's data, then runs on it.
 */
function createPersonCommand(io: CommandIo, command: PersonCommand): Command {
  return createDataCommand(command.name, io)
    .description(command.description)
    .requiredOption('--email <address>', 'the address the person sent their forms with')
    .addHelpText(
      'after',
      commandHelp({
        about: command.about,
        exitCodes: {
          0: command.exitCodes[0],
          2: `${wrongArgumentsOrNoDatabase}, or no email address`,
          3: command.exitCodes[3],
        },
        examples: [command.example],
      }),
    )
    .action(
      exitWithResult(io, async ({ email }: { email: string }) => {
        if (!looksLikeEmail(email)) {
          io.stderr.write(
            `--email takes an email address, such as aisha@example.ae, not "${email}".\n`,
          );
          return Exit.usage;
        }
        return withSiteData(
          io,
          async (site) => {
            await command.run(site, email);
            return Exit.ok;
          },
          command.failure,
        );
      }),
    );
}

/** `sitectl leads export --email <address>`: everything stored about a person, as JSON. */
const createExportCommand = (io: CommandIo) =>
  createPersonCommand(io, {
    name: 'export',
    description: 'Print everything stored about one email address, as JSON',
    about:
      `Reads ${siteDatabase}: every lead sent with that address (answers, page, language, ` +
      'where it came from, status and note), each notification made of it and every attempt ' +
      'to deliver it, newest lead first. Give the output to the person who asked for their data.',
    exitCodes: {
      0: 'printed (an empty list when nothing is stored)',
      3: 'the database could not be read',
    },
    example: 'sitectl leads export --email aisha@example.ae > aisha.json',
    failure: 'Could not read the data: ',
    async run(site, email) {
      const leads = await site.leadRights.personData(email);
      io.stdout.write(`${JSON.stringify({ email, leads }, null, 2)}\n`);
      io.stderr.write(`${plural(leads.length, 'lead')} stored for ${email}.\n`);
    },
  });

/** `sitectl leads erase --email <address>`: deletes everything stored about a person. */
const createEraseCommand = (io: CommandIo) =>
  createPersonCommand(io, {
    name: 'erase',
    description: 'Delete everything stored about one email address',
    about:
      `Deletes from ${siteDatabase}, in one transaction, every lead sent with that address, ` +
      'its notifications and their attempts. First it adds a hash of the address to the ' +
      'erasure log (DATA_DIR/backups/erasures.ndjson), so restoring an older backup leaves ' +
      'these leads out. The activity log notes the erasure without the address.',
    exitCodes: {
      0: 'erased (nothing, when nothing was stored)',
      3: 'the database failed; nothing was deleted',
    },
    example: 'sitectl leads erase --email aisha@example.ae',
    failure: 'Nothing was erased: ',
    async run(site, email) {
      const erased = await site.leadRights.erasePerson(email);
      io.stdout.write(
        `Erased ${plural(erased.leads, 'lead')}, ${plural(erased.notifications, 'notification')} ` +
          `and ${plural(erased.attempts, 'delivery attempt')} of ${email}.\n`,
      );
    },
  });

/** `sitectl leads purge --older-than 90d [--dry-run]`: deletes old leads. */
function createPurgeCommand(io: CommandIo): Command {
  return createDataCommand('purge', io)
    .description('Delete the leads (spam too) received before a time')
    .requiredOption('--older-than <age>', 'an age in days or weeks: 90d, 12w, 0d for every lead')
    .option('--dry-run', 'only count them')
    .addHelpText(
      'after',
      commandHelp({
        about:
          `Deletes from ${siteDatabase} every lead received longer ago than the age, with its ` +
          'notifications. The site server does this daily by itself for LEAD_RETENTION_DAYS ' +
          '(730) and SPAM_RETENTION_DAYS (30).',
        exitCodes: {
          0: 'deleted (or counted)',
          2: `${wrongArgumentsOrNoDatabase}, or an age that is not one`,
          3: 'the database failed; nothing was deleted',
        },
        examples: [
          'sitectl leads purge --older-than 90d --dry-run',
          'sitectl leads purge --older-than 52w',
        ],
      }),
    )
    .action(
      exitWithResult(io, async (options: { olderThan: string; dryRun?: boolean }) => {
        const days = parseAge(options.olderThan);
        if (days === null) {
          io.stderr.write(
            `--older-than takes an age such as 90d or 12w, not "${options.olderThan}".\n`,
          );
          return Exit.usage;
        }
        const dryRun = options.dryRun === true;
        return withSiteData(
          io,
          async (site) => {
            const counts = await site.leadRights.purgeOlderThan(days, dryRun);
            const what = `${plural(counts.leads, 'lead')} and ${counts.spam} spam older than ${plural(days, 'day')}`;
            io.stdout.write(dryRun ? `Would delete ${what}.\n` : `Deleted ${what}.\n`);
            return Exit.ok;
          },
          'Nothing was deleted: ',
        );
      }),
    );
}

/** The subcommands of `sitectl leads` for a person's rights and for retention. */
export function leadRightsCommands(io: CommandIo): Command[] {
  return [createExportCommand(io), createEraseCommand(io), createPurgeCommand(io)];
}

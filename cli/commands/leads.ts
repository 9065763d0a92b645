import type { Command } from 'commander';
import { leadsCsv, type LeadCsvWords } from '../../engine/leads/lead-csv';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '../../engine/leads/lead';
import { LEAD_SOURCE_KEYS } from '../../engine/forms/lead-source';
import { SITE_TIME_NAME, sortableSiteTime } from '../../engine/locale/site-time';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { withSiteData } from './site-data';
import { leadRightsCommands } from './lead-rights';

interface LeadsOptions {
  json?: boolean;
  csv?: boolean;
  status?: string;
}

/** What `--status` takes: one status, or `all` (spam included). */
const STATUS_CHOICES = [...LEAD_STATUSES, 'all'] as const;

// The dashboard's CSV, with the words of the command line.
const CSV_WORDS: LeadCsvWords = {
  columns: {
    received: `Received (${SITE_TIME_NAME})`,
    form: 'Form',
    page: 'Page',
    locale: 'Language',
    status: 'Status',
    name: 'Name',
    email: 'Email',
    note: 'Note',
  },
  statusLabels: { new: 'new', contacted: 'contacted', closed: 'closed', spam: 'spam' },
  formLabels: {},
  // Column names a script can rely on: the keys themselves.
  sourceLabels: Object.fromEntries(
    LEAD_SOURCE_KEYS.map((key) => [key, key]),
  ) as LeadCsvWords['sourceLabels'],
  yes: 'Yes',
  no: 'No',
  consentVersion: '(wording version {version})',
};

function leadsAsText(leads: readonly Lead[], status?: LeadStatus): string {
  if (leads.length === 0)
    return status ? `No leads with the status ${status}.\n` : 'No leads yet.\n';
  const lines = leads.map((lead) => {
    const who =
      [lead.name, lead.email && `<${lead.email}>`].filter(Boolean).join(' ') || '(no name)';
    const why = lead.spam_reason ? `  (spam: ${lead.spam_reason})` : '';
    return `${sortableSiteTime(lead.created_at)}  ${lead.status.padEnd(9)} ${lead.form.padEnd(24)} ${who}  ${lead.page}${why}`;
  });
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}`;
  return `${lines.join('\n')}\n${count}, received in ${SITE_TIME_NAME} time.\n`;
}

const newestFirst = (leads: Lead[]) =>
  leads.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));

async function listLeads(options: LeadsOptions, io: CommandIo): Promise<number> {
  if (options.json && options.csv) {
    io.stderr.write('Choose one of --json and --csv.\n');
    return Exit.usage;
  }
  const status = options.status;
  if (status !== undefined && !(STATUS_CHOICES as readonly string[]).includes(status)) {
    io.stderr.write(`--status takes ${STATUS_CHOICES.join(', ')}, not "${status}".\n`);
    return Exit.usage;
  }
  return withSiteData(
    io,
    async (site) => {
      const leads =
        status === 'all'
          ? newestFirst([...(await site.allLeads()), ...(await site.allLeads('spam'))])
          : await site.allLeads(status as LeadStatus | undefined);
      if (options.json) io.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
      else if (options.csv) io.stdout.write(leadsCsv(leads, CSV_WORDS));
      else
        io.stdout.write(leadsAsText(leads, status === 'all' ? undefined : (status as LeadStatus)));
      return Exit.ok;
    },
    'Could not read the leads: ',
  );
}

/**
 * `sitectl leads [--status <status>] [--json | --csv]`: the stored leads (form submissions),
 * newest first, every one but spam unless `--status` says, from the site's database
 * (through the site server when it runs).
 */
export function createLeadsCommand(io: CommandIo = processIo()): Command {
  const command = createDataCommand('leads', io)
    .description('List the leads (every form visitors sent), newest first')
    .option('--json', 'print them as JSON')
    .option('--csv', 'print them as CSV, one column per answer')
    .option(
      '--status <status>',
      `only leads with this status: ${STATUS_CHOICES.join(', ')} (spam too); without it, every lead but spam`,
    )
    .addHelpText(
      'after',
      commandHelp({
        about: `Reads ${siteDatabase}.`,
        exitCodes: {
          0: 'listed',
          2: `${wrongArgumentsOrNoDatabase}, or a --status that is not one of them`,
          3: 'the database could not be read',
        },
        examples: [
          'sitectl leads',
          'sitectl leads --csv > leads.csv',
          'sitectl leads --status spam               # what was kept apart, and why',
          "sitectl leads --json | jq '.[0]'",
          'sitectl leads export --email aisha@example.ae   # what is stored about her',
          'sitectl leads erase --email aisha@example.ae    # and its erasure',
          'sitectl leads purge --older-than 90d --dry-run',
        ],
      }),
    )
    .action(exitWithResult(io, (options: LeadsOptions) => listLeads(options, io)));
  for (const subcommand of leadRightsCommands(io)) command.addCommand(subcommand);
  return command;
}

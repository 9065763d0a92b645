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
  owner?: string;
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
    owner: 'Owner',
    name: 'Name',
    email: 'Email',
    note: 'Note',
  },
  // The statuses as the database stores them: a script compares them.
  statusLabels: Object.fromEntries(LEAD_STATUSES.map((status) => [status, status])) as Record<
    LeadStatus,
    string
  >,
  formLabels: {},
  // Column names a script can rely on: the keys themselves.
  sourceLabels: Object.fromEntries(
    LEAD_SOURCE_KEYS.map((key) => [key, key]),
  ) as LeadCsvWords['sourceLabels'],
  yes: 'Yes',
  no: 'No',
  consentVersion: '(wording version {version})',
};

function leadsAsText(leads: readonly Lead[], status?: LeadStatus, owner?: string): string {
  if (leads.length === 0) {
    const which = [status && `the status ${status}`, owner && `the owner ${owner}`]
      .filter(Boolean)
      .join(' and ');
    return which ? `No leads with ${which}.\n` : 'No leads yet.\n';
  }
  const lines = leads.map((lead) => {
    const who =
      [lead.name, lead.email && `<${lead.email}>`].filter(Boolean).join(' ') || '(no name)';
    const why = lead.spam_reason ? `  (spam: ${lead.spam_reason})` : '';
    const owner = lead.owner ? `  (owner: ${lead.owner})` : '';
    return `${sortableSiteTime(lead.created_at)}  ${lead.status.padEnd(9)} ${lead.form.padEnd(24)} ${who}  ${lead.page}${owner}${why}`;
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
      const stored =
        status === 'all'
          ? newestFirst([...(await site.allLeads()), ...(await site.allLeads('spam'))])
          : await site.allLeads(status as LeadStatus | undefined);
      const owner = options.owner?.trim();
      const leads = owner ? stored.filter((lead) => lead.owner === owner) : stored;
      if (options.json) io.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
      else if (options.csv) io.stdout.write(leadsCsv(leads, CSV_WORDS));
      else {
        const shownStatus = status === 'all' ? undefined : (status as LeadStatus | undefined);
        io.stdout.write(leadsAsText(leads, shownStatus, owner));
      }
      return Exit.ok;
    },
    'Could not read the leads: ',
  );
}

/**
 * `sitectl leads [--status <status>] [--owner <name>] [--json | --csv]`: the stored leads (form submissions),
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
    .option('--owner <name>', 'only the leads this staff member follows up')
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
          'sitectl leads --owner "Sara Khan" --status qualified',
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

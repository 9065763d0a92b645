import type { Command } from 'commander';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_LIMIT,
  type ActivityEntry,
} from '../../engine/activity/activity';
import { PAGES_COLLECTION } from '../../engine/previews/preview-link';
import { SITE_TIME_NAME, sortableSiteTime } from '../../engine/locale/site-time';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { withSiteData } from './site-data';

interface AuditOptions {
  json?: boolean;
  since?: string;
  person?: string;
  record?: string;
  limit?: string;
}

const DURATION = /^(\d{1,4})([dhm])$/;
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/**
 * The time `--since` names: an ISO date or time ("2026-11-28", "2026-11-28T09:00+04:00"),
 * or how long ago ("7d", "12h", "30m"); null when it is neither.
 */
export function sinceTime(given: string, now = Date.now()): string | null {
  const ago = DURATION.exec(given.trim());
  if (ago) return new Date(now - Number(ago[1]) * UNIT_MS[ago[2] as 'd' | 'h' | 'm']).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}/.test(given.trim())) return null;
  const time = new Date(given.trim());
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An entry's particulars in words: "version 3", "new → contacted". */
function particulars(entry: ActivityEntry): string {
  const { detail } = entry;
  if (entry.action === 'lead-status') return `${String(detail.from)} → ${String(detail.to)}`;
  if (entry.action === 'scheduled') {
    return `${String(detail.action)} at ${sortableSiteTime(String(detail.run_at))}`;
  }
  if (entry.action === 'schedule-failed')
    return `${String(detail.action)}: ${String(detail.reason)}`;
  if (entry.action === 'schedule-cancelled') return String(detail.action);
  if (entry.action === 'lead-erased') {
    return `${String(detail.leads)} leads, address hash ${String(detail.hash)}…`;
  }
  if (entry.action === 'leads-purged') {
    return `${String(detail.leads)} leads, ${String(detail.spam)} spam`;
  }
  if (entry.action === 'uploaded') return `${String(detail.width)}×${String(detail.height)}`;
  if (entry.action === 'preview-created') {
    return `works until ${sortableSiteTime(String(detail.expires_at))}`;
  }
  if (typeof detail.version === 'number') {
    return `version ${detail.version}${detail.scheduled === true ? ', as scheduled' : ''}`;
  }
  if (detail.scheduled === true) return 'as scheduled';
  if (detail.new === true) return 'new record';
  if (detail.ended_by === 'operator') return 'ended with sitectl sessions';
  return '';
}

/**
 * What an entry acted on: "services/cloud", "leads/3f2a…", a page preview's routes, or a
 * collection as a whole ("leads", for an erasure or a purge).
 */
const recordOf = ({ collection, subject }: ActivityEntry) => {
  if (!collection) return '';
  if (collection === PAGES_COLLECTION) return subject ?? '';
  return subject ? `${collection}/${subject}` : collection;
};

/** The action column is as wide as the longest action's name. */
const ACTION_WIDTH = Math.max(...ACTIVITY_ACTIONS.map((action) => action.length));

export function activityAsText(entries: readonly ActivityEntry[]): string {
  if (entries.length === 0) return 'No activity recorded.\n';
  const lines = entries.map((entry) =>
    [
      sortableSiteTime(entry.at),
      (entry.person || '(unknown)').padEnd(20),
      entry.action.padEnd(ACTION_WIDTH),
      recordOf(entry).padEnd(40),
      particulars(entry),
    ]
      .join('  ')
      .trimEnd(),
  );
  const count = `${entries.length} action${entries.length === 1 ? '' : 's'}`;
  return `${lines.join('\n')}\n${count}, newest first, times in ${SITE_TIME_NAME} time.\n`;
}

async function printActivity(options: AuditOptions, io: CommandIo): Promise<number> {
  const since = options.since === undefined ? undefined : sinceTime(options.since);
  if (since === null) {
    io.stderr.write(
      `--since takes a date or time (2026-11-28, 2026-11-28T09:00+04:00) or a span (7d, 12h, 30m), not "${options.since}".\n`,
    );
    return Exit.usage;
  }
  const limit = options.limit === undefined ? ACTIVITY_LIMIT : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_LIMIT) {
    io.stderr.write(`--limit takes a whole number from 1 to ${ACTIVITY_LIMIT}.\n`);
    return Exit.usage;
  }
  return withSiteData(
    io,
    async (site) => {
      const entries = await site.activity.list({
        since,
        person: options.person,
        subject: options.record,
        limit,
      });
      io.stdout.write(
        options.json ? `${JSON.stringify(entries, null, 2)}\n` : activityAsText(entries),
      );
      return Exit.ok;
    },
    'Could not read the activity: ',
  );
}

/**
 * `sitectl audit [--json] [--since] [--person] [--record] [--limit]`: who did what, newest
 * first: staff signing in and out, drafts, publishing, restores, imports and lead changes.
 */
export function createAuditCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('audit', io)
    .description('List what staff did (the activity log), newest first')
    .option('--json', 'print it as JSON')
    .option('--since <when>', 'only since a date or time, or a span ago: 7d, 12h, 30m')
    .option('--person <name>', "only this person's actions, named as the log names them")
    .option('--record <slug-or-id>', "only one record's (a service's slug) or lead's (its id)")
    .option('--limit <count>', `at most this many (up to ${ACTIVITY_LIMIT})`)
    .addHelpText(
      'after',
      commandHelp({
        about: `Reads ${siteDatabase}.`,
        exitCodes: {
          0: 'listed',
          2: `${wrongArgumentsOrNoDatabase}, or an option's value is not understood`,
          3: 'the database could not be read',
        },
        examples: [
          'sitectl audit',
          'sitectl audit --since 7d --person "Sara Khan"',
          'sitectl audit --record cloud-it-solutions --json',
        ],
      }),
    )
    .action(exitWithResult(io, (options: AuditOptions) => printActivity(options, io)));
}

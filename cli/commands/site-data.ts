import { OPERATOR_PERSON, type ActivityStore } from '../../engine/activity/activity';
import type { Lead, LeadStatus } from '../../engine/leads/lead';
import type { DestinationHealth } from '../../engine/leads/notify/destinations';
import { Exit, type CommandIo, type OutputStream } from './command-io';
import type { ServiceContentStore } from '../../engine/services/service-store';
import { backupsDir, resolveDataDir } from '../../engine/database/data-dir';
import path from 'node:path';
import { erasePerson } from '../../engine/leads/privacy/erase-person';
import { ERASURE_LOG_FILE } from '../../engine/leads/privacy/erasure-log';
import { retentionCut } from '../../engine/leads/privacy/retention';
import type {
  SiteDatabase,
  SiteDatabaseOptions,
} from '../../engine/site-stores/open-site-database';
import type { StaffSessionStore } from '../../engine/staff/access/sql-staff-session-store';
import { findRunningServer } from './running-server';
import type { createServerClient, LeadRights, PagePreviews } from './server-client';
import { pagePreviewUrls } from '../../engine/previews/preview-urls';
import { exampleSlugs } from '../../engine/site-stores/example-slugs';

/** The site's own data, as the commands use it, and where it is. */
export interface SiteData {
  services: Pick<ServiceContentStore, 'list' | 'upsertMany'>;
  /** Every lead with the status, newest first; without one, every lead but spam. */
  allLeads(status?: LeadStatus): Promise<Lead[]>;
  /** A person's data and its erasure, and the retention purge. */
  leadRights: LeadRights;
  /** Receivers of lead notifications that failed since their last success. */
  notificationDestinations(): Promise<DestinationHealth[]>;
  sessions: Pick<StaffSessionStore, 'list' | 'endAll' | 'endById'>;
  /** Who did what: staff actions, newest first. */
  activity: ActivityStore;
  /** Links that show page documents from a checkout. */
  pagePreviews: PagePreviews;
  /** The running server's staff API, when the commands go through it. */
  server: ReturnType<typeof createServerClient> | null;
  /** "the site server at http://127.0.0.1:4173" or "the embedded database in .data/postgres". */
  where: string;
  close(): Promise<void>;
}

/**
 * The site's data for a command without Supabase credentials: through the site server
 * when one runs on the data directory (so it stays the one writer and shows changes at
 * once), otherwise the database itself (`DATABASE_URL`, or the embedded database in
 * `DATA_DIR`, held by the command while it runs). `mustExist`: a command that only reads
 * refuses a database that was never made (a mistyped DATA_DIR) and makes none.
 */
export async function openSiteData(
  env: Record<string, string | undefined>,
  { mustExist = false }: { mustExist?: boolean } = {},
): Promise<SiteData> {
  const dataDir = resolveDataDir(env);
  const running = await findRunningServer(dataDir);
  if (running) {
    const { client, file } = running;
    return {
      services: client.services,
      allLeads: client.allLeads,
      leadRights: client.leadRights,
      notificationDestinations: client.notificationDestinations,
      sessions: client.sessions,
      activity: client.activity,
      pagePreviews: client.pagePreviews,
      server: client,
      where: `the site server at ${file.url}`,
      close: async () => {},
    };
  }
  const database = await openCommandDatabase(env, process.stderr, { mustExist });
  return {
    services: database.services,
    allLeads: (status) => database.leads.all({ status }),
    leadRights: databaseLeadRights(database, dataDir),
    notificationDestinations: () => database.deliveries.destinations(),
    sessions: database.sessions,
    activity: database.activity,
    pagePreviews: databasePagePreviews(database, env.PUBLIC_URL),
    server: null,
    where: `the ${database.description}`,
    close: () => database.close(),
  };
}

/** A person's data, erasure and purge in the database itself, by the operator. */
function databaseLeadRights(database: SiteDatabase, dataDir: string): LeadRights {
  const privacy = database.leadPrivacy;
  return {
    personData: (email) => privacy.personData(email),
    erasePerson: (email) =>
      erasePerson(
        privacy,
        path.join(backupsDir(dataDir), ERASURE_LOG_FILE),
        email,
        OPERATOR_PERSON,
      ),
    purgeOlderThan: (days, dryRun) =>
      privacy.purge(retentionCut({ leads: days, spam: days }), { dryRun, by: OPERATOR_PERSON }),
  };
}

/**
 * Page previews written to the database itself, for a site server that reads the same
 * database; their addresses start with PUBLIC_URL, the address visitors use.
 */
function databasePagePreviews(database: SiteDatabase, publicUrl: string | undefined): PagePreviews {
  const base = publicUrl?.trim();
  return {
    async create(documents, days) {
      if (!base) {
        throw new Error(
          'No site server runs on this data directory, so set PUBLIC_URL to the address ' +
            'visitors use for the site, for the links to start with it.',
        );
      }
      const { link, token } = await database.previews.createForPages(
        documents,
        days,
        OPERATOR_PERSON,
      );
      const slugFor = await exampleSlugs(database, documents);
      return { link, urls: pagePreviewUrls(Object.keys(documents), token, base, slugFor) };
    },
    list: () => database.previews.listPages(),
    revoke: (id) => database.previews.revoke(id, OPERATOR_PERSON),
  };
}

/**
 * The site's database itself, opened by a command: `DATABASE_URL`, or the embedded database
 * in `DATA_DIR`, held by the command until it closes it. Its errors go to `stderr`.
 */
export async function openCommandDatabase(
  env: CommandIo['env'],
  stderr: OutputStream,
  options: Pick<SiteDatabaseOptions, 'mustExist' | 'initial'> = {},
): Promise<SiteDatabase> {
  const { openSiteDatabase } = await import('../../engine/site-stores/open-site-database');
  return openSiteDatabase({
    dataDir: resolveDataDir(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    ...options,
    // The command's own output says what it did; the database's start is not news.
    log: { info: () => {}, error: (message) => stderr.write(`${message}\n`) },
  });
}

/**
 * Runs `work` on the site's data (see openSiteData) and closes it after. When the data cannot
 * be opened, read or closed, says why on standard error, after `failure` (such as "Could not
 * read the leads: "), and exits with failedOpeningExitCode.
 */
export async function withSiteData(
  io: CommandIo,
  work: (site: SiteData) => Promise<number>,
  failure = '',
): Promise<number> {
  try {
    const site = await openSiteData(io.env, { mustExist: true });
    try {
      return await work(site);
    } finally {
      await site.close();
    }
  } catch (error) {
    io.stderr.write(`${failure}${(error as Error).message}\n`);
    return failedOpeningExitCode(error);
  }
}

/** The exit code of a command whose data could not be opened: 2 for a wrong DATA_DIR. */
export async function failedOpeningExitCode(error: unknown): Promise<number> {
  const { NoSiteDatabaseError } = await import('../../engine/site-stores/open-site-database');
  return error instanceof NoSiteDatabaseError ? Exit.usage : Exit.storeFailed;
}

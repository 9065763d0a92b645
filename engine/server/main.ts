import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildLayout } from '../build/build-layout';
import { backupToFile } from '../database/backup/backup-files';
import { DataInUseError } from '../database/data-in-use';
import { backupsDir } from '../database/data-dir';
import { processIdentity } from '../database/embedded/process-identity';
import { openSiteDatabase } from '../site-stores/open-site-database';
import { AdminAuth, STAFF_PAGE } from './admin-auth';
import { createSiteServer } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { scheduleDailyBackups } from './daily-backups';
import { scheduleDailyRetention } from './daily-retention';
import {
  readServerFile,
  removeLegacyFiles,
  removeServerFile,
  writeServerFile,
} from './data-dir-files';
import { createSiteLogger } from './log/site-logger';
import { holdServerLock } from './server-lock';
import { startNotifyWorker } from '../leads/notify/notify-worker';
import { createSenders } from '../leads/notify/senders';
import { visitorReplyPayload } from '../leads/notify/visitor-reply-payload';
import { BuildLoader } from './rendering/build-loader';
import { ERASURE_LOG_FILE } from '../leads/privacy/erasure-log';

/**
 * How the server ends when it cannot start, so a supervisor knows whether to try again:
 * 1 for what passes (the database cannot be reached yet), 2 for what a person must fix
 * (a setting, a missing build), 3 when another process holds the site's data.
 */
const START_FAILED = { retry: 1, fixSettings: 2, dataInUse: 3 } as const;

/** A reason the server cannot start, with the exit code that says what to do about it. */
class CannotStart extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

function readConfig(): ServerConfig {
  try {
    return readServerConfig(process.env);
  } catch (error) {
    throw new CannotStart((error as Error).message, START_FAILED.fixSettings);
  }
}

/**
 * `npm run preview` (and the second half of `npm start`): serves the production build,
 * owns the site's database, prints the one-time admin link, backs the database up daily,
 * and stops cleanly on SIGTERM or SIGINT (finishing requests in flight, then closing the
 * database).
 */
async function main(): Promise<void> {
  // React's production build renders the pages (the renderer loads it on first use).
  process.env.NODE_ENV ??= 'production';
  const config = readConfig();
  const log = createSiteLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'Unhandled rejection'));
  // Listened for from the start: a signal while the database starts waits for the start,
  // then stops it cleanly, rather than end the process under it.
  let stopSite: ((signal: string) => Promise<void>) | null = null;
  let stopAsked: string | null = null;
  const onSignal = (signal: string) => {
    if (stopSite) return void stopSite(signal);
    stopAsked ??= signal;
    log.info(`${signal}: the site stops as soon as it has started.`);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  if (!existsSync(buildLayout(config.distDir).manifest)) {
    throw new CannotStart(
      `No production build in ${config.distDir}. Run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
      START_FAILED.fixSettings,
    );
  }
  const databaseLog = {
    info: (message: string) => log.info(message),
    error: (message: string) => log.error(message),
  };
  // Another server on this data directory, or a command holding its database: say which.
  const refuseInUse = async (error: unknown): Promise<never> => {
    if (error instanceof DataInUseError) {
      const running = await readServerFile(config.dataDir);
      const server =
        running?.pid === error.ownerPid ? ` It is the site server at ${running.url}.` : '';
      throw new CannotStart(`${error.message}${server}`, START_FAILED.dataInUse);
    }
    throw error;
  };
  const lock = await holdServerLock(config.dataDir).catch(refuseInUse);
  const database = await openSiteDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: databaseLog,
    siteServer: true,
  }).catch(async (error: unknown) => {
    await lock.release();
    return refuseInUse(error);
  });
  await removeLegacyFiles(config.dataDir);
  const auth = new AdminAuth(database.sessions);
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  const localUrl = (port: number) => `http://${anyHost ? '127.0.0.1' : config.host}:${port}`;
  let port = config.port;
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port}`;

  const notify = { ...config.notify, publicUrl: publicUrl() };
  const senders = createSenders(config.notify);
  // The build's forms, for the replies to visitors whose leads Supabase stored.
  const builds = new BuildLoader(config.distDir);
  const notifier = startNotifyWorker({
    deliveries: database.deliveries,
    senders,
    settings: notify,
    log: { info: (message) => log.info(message), error: (message) => log.error(message) },
    visitorReply: async (lead) => visitorReplyPayload(await builds.current(), lead, notify),
  });
  const app = await createSiteServer({
    distDir: config.distDir,
    database,
    auth,
    trustProxy: config.trustProxy,
    publicOrigin: config.publicUrl,
    leadsPerMinute: config.leadsPerMinute,
    leadMinMs: config.leadMinSeconds * 1000,
    linkBase: publicUrl,
    erasureLog: path.join(backupsDir(config.dataDir), ERASURE_LOG_FILE),
    logger: log,
    notify,
    notifier,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await notifier.stop();
    await database.close();
    await lock.release();
    throw error;
  }
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  await writeServerFile(config.dataDir, {
    url: localUrl(port),
    token: auth.operatorToken,
    pid: process.pid,
    identity: processIdentity(),
    startedAt: new Date().toISOString(),
  });
  const backups = scheduleDailyBackups({
    dir: backupsDir(config.dataDir),
    keep: config.backupKeep,
    backup: (file) => backupToFile(database.db, file),
    log: {
      info: (message) => log.info(message),
      error: (message, err) => log.error({ err }, message),
    },
  });
  const retention = scheduleDailyRetention({
    privacy: database.leadPrivacy,
    backupsDir: backupsDir(config.dataDir),
    days: config.retention,
    log: {
      info: (message) => log.info(message),
      error: (message, err) => log.error({ err }, message),
    },
  });

  // Where it serves and the admin link are printed at any LOG_LEVEL but silent.
  const startup = log.child({}, { level: config.logLevel === 'silent' ? 'silent' : 'info' });
  startup.info(`Serving the site on ${publicUrl()} (${database.description}).`);
  startup.info(
    `Staff dashboard: ${publicUrl()}${STAFF_PAGE}?token=${auth.createLinkToken()} ` +
      '(the link works once; `npx sitectl admin-link` makes another)',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    // A terminal's Ctrl-C reaches npm and this process at once, and npm passes its own on:
    // the first signal stops the site; any that follow must not cut that short.
    if (stopping) {
      log.info(`${signal} again: still stopping, the database shuts down cleanly first.`);
      return;
    }
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then closing the database.`);
    try {
      await app.close();
      await notifier.stop();
      senders.close();
      await backups.stop();
      await retention.stop();
      await database.close();
      await removeServerFile(config.dataDir);
      await lock.release();
    } catch (error) {
      log.error({ err: error }, 'Stopping did not go cleanly.');
      process.exitCode = 1;
    }
    process.exit();
  };
  stopSite = stop;
  if (stopAsked) await stop(stopAsked);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CannotStart ? error.exitCode : START_FAILED.retry);
});

import { RETENTION_PERSON } from '../activity/activity';
import { pruneBackupsBefore } from '../database/backup/backup-files';
import type { LeadPrivacyStore } from '../leads/privacy/person-data';
import { retentionCut, type RetentionDays } from '../leads/privacy/retention';

const DAY_MS = 24 * 3_600_000;

export interface DailyRetentionOptions {
  privacy: Pick<LeadPrivacyStore, 'purge'>;
  /** `DATA_DIR/backups`: backups older than the leads' period go too. */
  backupsDir: string;
  days: RetentionDays;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
  everyMs?: number;
  firstAfterMs?: number;
  now?: () => number;
}

/**
 * Once a day (the first a minute after start): deletes the leads older than
 * LEAD_RETENTION_DAYS and the spam older than SPAM_RETENTION_DAYS, with their notifications,
 * and the backups older than LEAD_RETENTION_DAYS, so no backup keeps a lead past its time.
 * A failed run is logged and tried again an hour later. `stop` waits for a run under way.
 */
export function scheduleDailyRetention(options: DailyRetentionOptions): { stop(): Promise<void> } {
  const { log, days } = options;
  const everyMs = options.everyMs ?? DAY_MS;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => (running = run()), delay);
    timer.unref();
  };

  const run = async () => {
    const cut = retentionCut(days, now());
    try {
      const purged = await options.privacy.purge(cut, { by: RETENTION_PERSON });
      if (purged.leads + purged.spam > 0) {
        log.info(
          `Retention: deleted ${purged.leads} leads older than ${days.leads} days and ` +
            `${purged.spam} spam older than ${days.spam} days.`,
        );
      }
      for (const file of await pruneBackupsBefore(options.backupsDir, cut.leadsBefore)) {
        log.info(`Retention: removed the backup ${file}, older than ${days.leads} days.`);
      }
      schedule(everyMs);
    } catch (error) {
      log.error('Retention: deleting old leads failed; trying again in an hour.', error);
      schedule(Math.min(everyMs, 3_600_000));
    }
  };

  schedule(options.firstAfterMs ?? 60_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

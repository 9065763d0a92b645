import path from 'node:path';
import { backupFileName, type BackupCounts } from '../database/backup/backup-format';
import { newestBackupTime, pruneBackups } from '../database/backup/backup-files';
import { describeCounts } from '../database/backup/backup-tables';

const DAY_MS = 24 * 3_600_000;

export interface DailyBackupOptions {
  /** `DATA_DIR/backups`. */
  dir: string;
  /** How many to keep (BACKUP_KEEP); 0 makes none. */
  keep: number;
  /** Writes a backup to `file`. */
  backup(file: string): Promise<{ counts: BackupCounts; bytes: number }>;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
  everyMs?: number;
  /** The first backup of a data directory without a recent one: this long after start. */
  firstAfterMs?: number;
  now?: () => number;
}

/**
 * Writes a backup of the site's database into `DATA_DIR/backups` once a day (a minute
 * after start when the newest is more than a day old), keeps the newest `keep`, and logs
 * where each went. A failed backup is logged and tried again an hour later. `stop`
 * waits for a backup being written.
 */
export function scheduleDailyBackups(options: DailyBackupOptions): { stop(): Promise<void> } {
  const { dir, keep, log } = options;
  const everyMs = options.everyMs ?? DAY_MS;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = keep === 0;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => (running = run()), Math.max(0, delay));
    timer.unref();
  };

  const run = async () => {
    const file = path.join(dir, backupFileName(new Date(now())));
    try {
      const { counts, bytes } = await options.backup(file);
      log.info(
        `Backup written to ${file} (${describeCounts(counts)}; ${Math.ceil(bytes / 1024)} KB).`,
      );
      for (const old of await pruneBackups(dir, keep)) log.info(`Removed the old backup ${old}.`);
      schedule(everyMs);
    } catch (error) {
      log.error(`The daily backup to ${file} failed; trying again in an hour.`, error);
      schedule(Math.min(everyMs, 3_600_000));
    }
  };

  if (!stopped) {
    void newestBackupTime(dir).then((newest) => {
      const firstAfter = options.firstAfterMs ?? 60_000;
      schedule(newest === null ? firstAfter : Math.max(firstAfter, newest + everyMs - now()));
    });
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

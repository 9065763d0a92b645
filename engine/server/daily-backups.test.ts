import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { scheduleDailyBackups } from './daily-backups';

const DAY = 24 * 3_600_000;

describe('the daily backup', () => {
  it('writes a backup each "day", keeps the newest BACKUP_KEEP, and logs where each went', async () => {
    const dir = makeTempDir('daily-');
    // A clock that moves a day at every backup, so each file gets a name of its own.
    let now = Date.parse('2026-11-20T03:00:00Z');
    const logged: string[] = [];
    const written: string[] = [];
    const backups = scheduleDailyBackups({
      dir,
      keep: 3,
      everyMs: 5,
      firstAfterMs: 0,
      now: () => (now += DAY),
      backup: async (file) => {
        await writeFile(file, 'backup');
        written.push(path.basename(file));
        return { counts: { 'content.service_content_feed': 14, 'public.leads': 2 }, bytes: 2048 };
      },
      log: { info: (message) => logged.push(message), error: (message) => logged.push(message) },
    });
    await expect.poll(() => written.length).toBeGreaterThanOrEqual(5);
    await backups.stop();
    const kept = readdirSync(dir).sort();
    expect(kept).toEqual(written.slice(-3).sort());
    expect(kept[0]).toMatch(/^site-backup-2026-11-\d\dT03-00-00Z\.ndjson\.gz$/);
    expect(logged).toContain(
      `Backup written to ${path.join(dir, written[0]!)} (14 services, 2 leads; 2 KB).`,
    );
    expect(logged).toContain(`Removed the old backup ${path.join(dir, written[0]!)}.`);
  });

  it('waits a day after the newest backup already there, and makes none with BACKUP_KEEP=0', async () => {
    const dir = makeTempDir('daily-none-');
    const backup = async (): Promise<never> => {
      throw new Error('no backup should be made');
    };
    const log = { info: () => {}, error: () => {} };
    await writeFile(path.join(dir, 'site-backup-2026-11-27T03-00-00Z.ndjson.gz'), 'recent');
    const waiting = scheduleDailyBackups({ dir, keep: 14, firstAfterMs: 0, backup, log });
    const none = scheduleDailyBackups({ dir, keep: 0, firstAfterMs: 0, backup, log });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([waiting.stop(), none.stop()]);
    expect(readdirSync(dir)).toEqual(['site-backup-2026-11-27T03-00-00Z.ndjson.gz']);
  });

  it('logs a failed backup and tries again', async () => {
    const dir = makeTempDir('daily-fail-');
    let attempts = 0;
    const errors: string[] = [];
    const backups = scheduleDailyBackups({
      dir,
      keep: 2,
      everyMs: 5,
      firstAfterMs: 0,
      backup: async () => {
        attempts += 1;
        throw new Error('disk full');
      },
      log: { info: () => {}, error: (message) => errors.push(message) },
    });
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(2);
    await backups.stop();
    expect(errors[0]).toMatch(/^The daily backup to .+ failed; trying again in an hour\.$/);
  });
});

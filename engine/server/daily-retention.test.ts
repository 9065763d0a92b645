import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/tools/temp-dir';
import type { PurgeCut } from '../leads/privacy/person-data';
import { scheduleDailyRetention } from './daily-retention';

const DAY = 24 * 3_600_000;

describe('the daily retention run', () => {
  it('purges leads and spam by their own periods, and removes backups older than the leads’ period', async () => {
    const dir = makeTempDir('retention-');
    for (const name of [
      'site-backup-2024-11-30T03-00-00Z.ndjson.gz',
      'site-backup-2024-12-02T03-00-00Z.ndjson.gz',
      'site-backup-2026-11-30T03-00-00Z.ndjson.gz',
      'erasures.ndjson',
    ]) {
      await writeFile(path.join(dir, name), 'kept?');
    }
    const cuts: PurgeCut[] = [];
    const logged: string[] = [];
    const retention = scheduleDailyRetention({
      privacy: {
        purge: async (cut) => {
          cuts.push(cut);
          return { leads: 3, spam: 12 };
        },
      },
      backupsDir: dir,
      days: { leads: 730, spam: 30 },
      firstAfterMs: 0,
      now: () => Date.parse('2026-12-01T04:00:00Z'),
      log: { info: (message) => logged.push(message), error: (message) => logged.push(message) },
    });
    await expect.poll(() => logged.length).toBeGreaterThanOrEqual(2);
    await retention.stop();
    expect(cuts[0]).toEqual({
      leadsBefore: new Date(Date.parse('2026-12-01T04:00:00Z') - 730 * DAY),
      spamBefore: new Date(Date.parse('2026-12-01T04:00:00Z') - 30 * DAY),
    });
    // 730 days before 2026-12-01 is 2024-12-01: the backup of the day before goes.
    expect(readdirSync(dir).sort()).toEqual([
      'erasures.ndjson',
      'site-backup-2024-12-02T03-00-00Z.ndjson.gz',
      'site-backup-2026-11-30T03-00-00Z.ndjson.gz',
    ]);
    expect(logged).toEqual([
      'Retention: deleted 3 leads older than 730 days and 12 spam older than 30 days.',
      `Retention: removed the backup ${path.join(dir, 'site-backup-2024-11-30T03-00-00Z.ndjson.gz')}, older than 730 days.`,
    ]);
  });

  it('logs a failed run and tries again', async () => {
    let runs = 0;
    const errors: string[] = [];
    const retention = scheduleDailyRetention({
      privacy: {
        purge: async () => {
          runs += 1;
          if (runs === 1) throw new Error('the database is away');
          return { leads: 0, spam: 0 };
        },
      },
      backupsDir: makeTempDir('retention-fail-'),
      days: { leads: 730, spam: 30 },
      everyMs: 5,
      firstAfterMs: 0,
      log: { info: () => {}, error: (message) => errors.push(message) },
    });
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await retention.stop();
    expect(errors[0]).toBe('Retention: deleting old leads failed; trying again in an hour.');
  });
});

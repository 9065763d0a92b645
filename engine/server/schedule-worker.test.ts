import { describe, expect, it, vi } from 'vitest';
import type { RanSchedule } from '../services/stores/sql-service-store';
import { startScheduleWorker } from './schedule-worker';

const ran = (slug: string, outcome = 'done'): RanSchedule => ({
  collection: 'services',
  slug,
  action: 'publish',
  run_at: '2026-11-29T09:00:00Z',
  outcome,
});

describe('the schedule worker', () => {
  it('runs what fell due while the server was down as it starts, without waiting a round', async () => {
    const due = [ran('cloud'), ran('voip', 'The service "voip" has no changes to publish.')];
    const runDueSchedule = vi.fn(async () => due.shift() ?? null);
    const log = { info: vi.fn(), error: vi.fn() };
    const worker = startScheduleWorker({ services: { runDueSchedule }, everyMs: 60_000, log });
    await vi.waitFor(() => expect(runDueSchedule).toHaveBeenCalledTimes(3));
    await worker.stop();
    expect(log.info).toHaveBeenCalledWith(
      'Ran the publish of "cloud" scheduled for 2026-11-29T09:00:00Z.',
    );
    expect(log.error).toHaveBeenCalledWith(
      'Could not run the publish of "voip" scheduled for 2026-11-29T09:00:00Z (The service "voip" has no changes to publish.); it will not be tried again.',
    );
  });

  it('tries again while the database is away, says so once, and when it is back', async () => {
    let away = 2;
    const runDueSchedule = vi.fn(async () => {
      if (away-- > 0) throw new Error('connection refused');
      return null;
    });
    const log = { info: vi.fn(), error: vi.fn() };
    const worker = startScheduleWorker({ services: { runDueSchedule }, everyMs: 10, log });
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith(
        'Scheduled publishing runs again: the database answers.',
      ),
    );
    await worker.stop();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER, nextAttemptAt } from './backoff';

const created = new Date('2026-11-27T10:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('the retries of a notification', () => {
  it('waits 10 s, 30 s, 2 min, 10 min, 1 h, then 6 h between attempts', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map(
      (attempts) => nextAttemptAt(attempts, created, created)!.getTime() - created.getTime(),
    );
    expect(waits.map((ms) => ms / 1000)).toEqual([10, 30, 120, 600, 3600, 21600, 21600]);
  });

  it('gives up three days after the lead arrived', () => {
    const late = after(GIVE_UP_AFTER - 3_600_000);
    expect(nextAttemptAt(9, created, late)).toBeNull();
    expect(nextAttemptAt(9, created, after(GIVE_UP_AFTER - 7 * 3_600_000))).not.toBeNull();
  });
});

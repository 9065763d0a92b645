import { describe, expect, it } from 'vitest';
import { restartLoop } from './restart-loop';

/** A loop whose starts fail `failures` times, then succeed; with no waiting between. */
function loopFailing(failures: number) {
  const said: string[] = [];
  let starts = 0;
  const loop = restartLoop({
    start: async () => {
      starts += 1;
      if (starts <= failures) throw new Error(`start ${starts} failed`);
    },
    restarted: () => said.push('runs again'),
    failed: (error) => said.push(error.message),
    delayMs: () => 0,
  });
  return { loop, said, starts: () => starts };
}

describe('the restart loop', () => {
  it('restarts once per end, however often the end is reported while it restarts', async () => {
    const { loop, said, starts } = loopFailing(2);
    loop.ended();
    loop.ended();
    loop.ended();
    await expect.poll(() => said).toEqual(['start 1 failed', 'start 2 failed', 'runs again']);
    expect(starts()).toBe(3);
    await loop.stop();
    expect(starts()).toBe(3);
  });

  it('restarts again after the next end', async () => {
    const { loop, said } = loopFailing(0);
    loop.ended();
    await expect.poll(() => said).toEqual(['runs again']);
    loop.ended();
    await expect.poll(() => said).toEqual(['runs again', 'runs again']);
    await loop.stop();
  });

  it('stops waiting at once when stopped, and starts nothing after', async () => {
    let starts = 0;
    const loop = restartLoop({
      start: async () => {
        starts += 1;
      },
      restarted: () => undefined,
      failed: () => undefined,
      delayMs: () => 60_000,
    });
    loop.ended();
    await loop.stop();
    loop.ended();
    expect(starts).toBe(0);
  });
});

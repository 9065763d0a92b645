import { describe, expect, it } from 'vitest';
import { readinessCheck } from './readiness';

/** A write probe the test finishes by hand, and a clock it moves by hand. */
function harness() {
  const probes: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let time = 0;
  const check = readinessCheck({
    ping: async () => {},
    probeWrite: () =>
      new Promise<void>((resolve, reject) => {
        probes.push({ resolve, reject });
      }),
    timeoutMs: 50,
    probeEveryMs: 1_000,
    now: () => time,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    check,
    probes,
    settle,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('readinessCheck', () => {
  it('starts the first write probe at once, and answers ready once it commits', async () => {
    const { check, probes, settle } = harness();
    await settle();
    expect(probes).toHaveLength(1);
    probes[0]!.resolve();
    await settle();
    expect(await check()).toEqual({ ok: true, database: 'up', writes: 'ok' });
    expect(probes).toHaveLength(1);
  });

  it('says when no write has answered yet, within the time an answer may take', async () => {
    const { check } = harness();
    expect(await check()).toMatchObject({
      ok: false,
      writes: 'failing',
      why: 'no answer within 50 ms',
    });
  });

  it('reports the last finished probe while a slow one runs, and never a slow write as failing', async () => {
    const { check, probes, settle, advance } = harness();
    await settle();
    probes.at(-1)!.resolve();
    await settle();
    advance(1_000);
    expect(await check()).toMatchObject({ ok: true });
    expect(probes).toHaveLength(2);
    advance(30);
    expect(await check()).toMatchObject({ ok: true });
    expect(probes).toHaveLength(2);
    // Still running well past the answer's time: writes are held up.
    advance(40);
    expect(await check()).toMatchObject({
      ok: false,
      writes: 'failing',
      why: 'no write has committed for 70 ms',
    });
    // It commits after all: ready again, without a new probe.
    probes[1]!.resolve();
    await settle();
    expect(await check()).toMatchObject({ ok: true });
    expect(probes).toHaveLength(2);
  });

  it("reports a failed write in the database's words until a later probe commits", async () => {
    const { check, probes, settle, advance } = harness();
    await settle();
    probes[0]!.reject(new Error('could not extend file: No space left on device'));
    await settle();
    expect(await check()).toMatchObject({
      ok: false,
      database: 'up',
      writes: 'failing',
      why: 'could not extend file: No space left on device',
    });
    advance(1_000);
    await check();
    probes[1]!.resolve();
    await settle();
    expect(await check()).toMatchObject({ ok: true });
  });

  it('tells a database that does not answer from one that does not write', async () => {
    const check = readinessCheck({
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      probeWrite: async () => {},
      timeoutMs: 50,
      probeEveryMs: 1_000,
    });
    expect(await check()).toEqual({
      ok: false,
      database: 'down',
      writes: 'unknown',
      why: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });
});

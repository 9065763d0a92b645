import { afterEach, describe, expect, it } from 'vitest';
import { withEnvSnapshot } from './env-snapshot';

describe('withEnvSnapshot', () => {
  const real = process.env;
  afterEach(() => {
    delete process.env.SNAPSHOT_TEST_SWITCH;
    delete process.env.SNAPSHOT_TEST_OTHER;
  });

  it('answers the named variables from a snapshot and the others from the environment', () => {
    process.env.SNAPSHOT_TEST_SWITCH = 'on';
    process.env.SNAPSHOT_TEST_OTHER = 'other';
    const seen = withEnvSnapshot(['SNAPSHOT_TEST_SWITCH', 'SNAPSHOT_TEST_UNSET'], () => ({
      isStandIn: process.env !== real,
      switch: process.env.SNAPSHOT_TEST_SWITCH,
      unset: process.env.SNAPSHOT_TEST_UNSET,
      other: process.env.SNAPSHOT_TEST_OTHER,
      path: process.env.PATH,
    }));
    expect(seen).toEqual({
      isStandIn: true,
      switch: 'on',
      unset: undefined,
      other: 'other',
      path: real.PATH,
    });
  });

  it('puts the real environment back, also when the task throws', () => {
    expect(withEnvSnapshot(['SNAPSHOT_TEST_SWITCH'], () => 42)).toBe(42);
    expect(process.env).toBe(real);
    expect(() =>
      withEnvSnapshot(['SNAPSHOT_TEST_SWITCH'], () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(process.env).toBe(real);
  });
});

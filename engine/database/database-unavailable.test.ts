import { describe, expect, it } from 'vitest';
import { storeError } from '../errors/store-error';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a killed backend',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    [
      'a crash',
      {
        code: '57P02',
        message: 'terminating connection because of crash of another server process',
      },
    ],
    ['a start', { code: '57P03', message: 'the database system is starting up' }],
    ['a full disk', { code: '53100', message: 'could not extend file: No space left on device' }],
    ['an I/O error', { code: '58030', message: 'could not write to file' }],
    [
      'a standby after failover',
      { code: '25006', message: 'cannot execute INSERT in a read-only transaction' },
    ],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a socket it may not open', Object.assign(new Error('connect EACCES'), { code: 'EACCES' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
  ])('says yes for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through what a store wrapped', () => {
    const wrapped = storeError('Could not store the lead', {
      code: '57P01',
      message: 'terminating',
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key value' }],
    ['a check violation', { code: '23514', message: 'violates check constraint' }],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNRESET'],
  ])('says no for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ServerRequestError } from './server-client';
import { describeStoreFailure } from './store-failure';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('describeStoreFailure', () => {
  it.each([
    ['the site server answered with a refusal', new ServerRequestError('slug taken', 409)],
    [
      'the site server refused the connection',
      new ServerRequestError('did not answer', 0, {
        cause: new TypeError('fetch failed', { cause: withCode('connect', 'ECONNREFUSED') }),
      }),
    ],
    ['the database refused a row', withCode('violates check constraint', '23514')],
    [
      'PostgREST answered',
      new Error('refused', { cause: { status: 401, message: 'JWT expired' } }),
    ],
    [
      'PostgREST could not be reached',
      new Error('failed', {
        cause: { status: 0, message: 'TypeError: fetch failed', details: 'ENOTFOUND x.test' },
      }),
    ],
  ])('says nothing was written when %s', (_label, error) => {
    expect(describeStoreFailure(error)).toEqual({
      message: error.message,
      mayHaveWritten: false,
    });
  });

  it.each([
    [
      'the site server connection dropped after the request',
      new ServerRequestError('did not answer', 0, {
        cause: new TypeError('fetch failed', { cause: withCode('socket', 'UND_ERR_SOCKET') }),
      }),
    ],
    ['the database connection was lost', withCode('terminating connection', '57P01')],
    ['the database connection ended unexpectedly', new Error('Connection terminated unexpectedly')],
  ])('says something may have been written when %s', (_label, error) => {
    expect(describeStoreFailure(error).mayHaveWritten).toBe(true);
  });
});

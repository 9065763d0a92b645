import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk';

const report = (tail: string) => `Running 5s test @ http://127.0.0.1:4173/about
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.12ms    1.77ms  45.85ms   97.60%
  Latency Distribution
     50%    1.92ms
     75%    2.02ms
     90%    2.35ms
     99%  ${tail}`;

describe('parseWrk', () => {
  it('reads requests per second and p99 in milliseconds', () => {
    expect(
      parseWrk(`${report('5.17ms')}
  49740 requests in 2.00s, 2.20GB read
Requests/sec:  24833.76
Transfer/sec:      1.10GB`),
    ).toEqual({ rate: 24833.76, p99Ms: 5.17, errors: 0 });
  });

  it('converts microseconds and seconds and counts failed answers and socket errors', () => {
    const errors = `
  Socket errors: connect 1, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 40
Requests/sec:  100.00`;
    expect(parseWrk(`${report('850.00us')}${errors}`)).toEqual({
      rate: 100,
      p99Ms: 0.85,
      errors: 46,
    });
    expect(parseWrk(`${report('1.20s')}${errors}`).p99Ms).toBe(1200);
  });

  it('says so when wrk printed no figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:4173 Connection refused')).toThrow(
      /no figures/,
    );
  });
});

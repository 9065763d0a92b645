import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What one load run measured, whichever client ran it. */
export interface LoadFigures {
  rate: number;
  p99Ms: number;
  errors: number;
}

/** Whether `wrk` (Debian's `wrk` package) is on the PATH: it prints its version and exits 1. */
export function hasWrk(): Promise<boolean> {
  return run('wrk', ['--version']).then(
    () => true,
    (error: { stdout?: string }) => Boolean(error.stdout?.includes('wrk')),
  );
}

const toMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** The figures in wrk's `--latency` report. */
export function parseWrk(report: string): LoadFigures {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(report);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(report);
  if (!rate || !p99) throw new Error(`wrk printed no figures:\n${report}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(report);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rate: Number(rate[1]),
    p99Ms: Number(p99[1]) * toMs[p99[2]!]!,
    errors: Number(non2xx?.[1] ?? 0) + socketErrors,
  };
}

/**
 * GETs `url` for `seconds` over `connections` with one wrk thread, which leaves the other
 * core to the server, sending `headers` with each request. wrk reads bodies without
 * decoding them, so a page's size costs the client next to nothing and the figures are the
 * server's. wrk leaves an answer slower than its timeout out of the latencies (it counts
 * it as a timeout), so the timeout is the run's length: a slow answer shows in the p99.
 */
export async function wrkGet(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout=${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '--latency',
    url,
  ]);
  return parseWrk(stdout);
}

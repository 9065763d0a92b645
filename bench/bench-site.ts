import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../tests/tools/free-port';
import { makeTempDir } from '../tests/tools/temp-dir';
import { stopSiteProcess, type SiteProcess } from '../tests/tools/site-process';

/**
 * The compiled site server (`node dist-node/server.mjs`, as in production) on the build in
 * `distDir`, on a free port, with a fresh embedded database in a temporary data directory;
 * `startMs` is how long it took to answer; `stop` ends it and removes the data.
 *
 * It logs to a file, as under a supervisor. Not to a pipe this process reads: writes to a
 * pipe block the server whenever the reader is late, and under load on two cores the
 * reader (this process) often is, which showed as 90 ms pauses at p99.
 */
export async function startBenchSite(distDir: string, env: Record<string, string> = {}) {
  const dataDir = makeTempDir('bench-data-');
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-node/server.mjs'], {
    env: { ...process.env, SITE_DIST: distDir, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  const output = () => readFileSync(logFile, 'utf8');
  // The admin link is the last thing the server prints once it is ready.
  while (!output().includes('sitectl admin-link')) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    await delay(50);
  }
  const site: SiteProcess = { process: child, url: `http://localhost:${port}`, output };
  return {
    site,
    dataDir,
    port,
    startMs: performance.now() - started,
    stop: async () => {
      await stopSiteProcess(site);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

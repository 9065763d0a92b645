import { rm } from 'node:fs/promises';
import { freePort } from '../tests/tools/free-port';
import { makeTempDir } from '../tests/tools/temp-dir';
import { startProcess, stopSiteProcess } from '../tests/tools/site-process';

/**
 * The compiled site server (`node dist-node/server.mjs`, as in production) on the build in
 * `distDir`, on a free port, with a fresh embedded database in a temporary data directory;
 * `startMs` is how long it took to answer; `stop` ends it and removes the data.
 */
export async function startBenchSite(distDir: string, env: Record<string, string> = {}) {
  const dataDir = makeTempDir('bench-data-');
  const port = await freePort();
  const started = performance.now();
  const site = await startProcess(
    process.execPath,
    ['dist-node/server.mjs'],
    { SITE_DIST: distDir, DATA_DIR: dataDir, PORT: String(port), ...env },
    { keepOutput: false },
  );
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

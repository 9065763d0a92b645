import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/tools/free-port';
import { startSiteProcess, stopSiteProcess } from '../tests/tools/site-process';

/**
 * The site server on the production build in `distDir`, on a free port, with a fresh
 * embedded database in a temporary data directory; `stop` ends it and removes the data.
 */
export async function startBenchSite(distDir: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  const site = await startSiteProcess({
    SITE_DIST: distDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    ...env,
  });
  return {
    site,
    dataDir,
    port,
    stop: async () => {
      await stopSiteProcess(site);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { folderForTheRun, portForTheRun } from './run-resources';

/**
 * The site server the end-to-end tests run against: the production build in `dist/` (or
 * SITE_DIST) on a free port, with a data directory of this run's own (E2E_PORT and
 * E2E_DATA_DIR name others).
 */
export const e2eSite = {
  port: portForTheRun('E2E_PORT'),
  // Under the system's temporary folder, which the embedded database's user can reach.
  dataDir: path.resolve(folderForTheRun('E2E_DATA_DIR', 'crew-site-e2e-')),
};

/** What the running server left in its data directory: its address and operator token. */
export function runningServer(dataDir = e2eSite.dataDir): { url: string; token: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
    url: string;
    token: string;
  };
}

import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site server the end-to-end tests run against: the production build in `dist/` (or
 * SITE_DIST) on its own port, with a data directory made fresh for each run.
 */
export const e2eSite = {
  port: Number(process.env.E2E_PORT ?? 4317),
  // Under the system's temporary folder, which the embedded database's user can reach.
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'crew-site-e2e-data')),
};

/** What the running server left in its data directory: its address and operator token. */
export function runningServer(dataDir = e2eSite.dataDir): { url: string; token: string } {
  return JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
    url: string;
    token: string;
  };
}

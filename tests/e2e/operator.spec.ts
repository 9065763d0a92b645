import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startPostgresServer, type PostgresServer } from '../fixtures/postgres-server';
import { freePort } from '../tools/free-port';
import { makeTempDir } from '../tools/temp-dir';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { sitectl } from './sitectl';

// An operator imports with `sitectl` while the site runs: the server is the one writer,
// the page is served at once, and it is still there after a restart. On the embedded
// database and on PostgreSQL (DATABASE_URL) alike.

for (const backend of ['the embedded database', 'PostgreSQL 15'] as const) {
  test(`sitectl import on ${backend} is served at once, and after a restart`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const dataDir = makeTempDir('operator-');
    let postgres: PostgresServer | undefined;
    let server: SiteProcess | undefined;
    try {
      postgres = backend === 'PostgreSQL 15' ? await startPostgresServer() : undefined;
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      };
      server = await startSiteProcess(env);
      expect(server.output()).toContain(postgres ? 'PostgreSQL at 127.0.0.1' : 'embedded database');
      expect(server.output()).toMatch(/Staff dashboard: http:\/\/localhost:\d+\/admin\?token=/);

      const file = path.join(dataDir, 'lift-networks.yaml');
      await writeFile(
        file,
        'slug: lift-networks\nname: Lift Networks\nh1: Networks for Lifts and Escalators\n',
      );
      const imported = await sitectl(['import', file], env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stderr).toContain(`Wrote to the site server at`);
      const page = `${server.url}/services/lift-networks`;
      expect(await (await request.get(page)).text()).toContain(
        'Networks for Lifts and Escalators</h1>',
      );

      expect(await stopSiteProcess(server)).toBe(0);
      expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
      server = await startSiteProcess(env);
      expect(await (await request.get(`${server.url}/services/lift-networks`)).text()).toContain(
        'Networks for Lifts and Escalators</h1>',
      );
    } finally {
      if (server) await stopSiteProcess(server);
      await postgres?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

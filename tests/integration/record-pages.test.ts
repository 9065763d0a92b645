import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerFile } from '../../engine/server/data-dir-files';
import { startPostgresServer } from '../fixtures/postgres-server';
import { freePort } from '../tools/free-port';
import { runSitectl } from '../tools/sitectl-process';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';

// Record pages are kept in each server's memory, and every change reaches every server:
// `sitectl import` in a process of its own, and, with two servers on one PostgreSQL
// database, a change through one is served by the other.

const running: SiteProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
});

const SLUG = 'cloud-it-solutions';

async function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const site = await startSiteProcess({ PORT: String(await freePort()), ...env });
  running.push(site);
  return site;
}

const h1Of = async (site: SiteProcess) => {
  const html = await (await fetch(`${site.url}/services/${SLUG}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
};

/** A service content file that gives the record this heading. */
function serviceFile(h1: string): string {
  const file = path.join(makeTempDir('services-'), 'service.yaml');
  writeFileSync(file, `- slug: ${SLUG}\n  name: Cloud IT Solutions\n  h1: ${h1}\n`);
  return file;
}

/** Writes through the staff API of the server on `dataDir`, as an operator's tool does. */
async function putThroughStaffApi(site: SiteProcess, dataDir: string, h1: string) {
  const { token } = (await readServerFile(dataDir))!;
  const response = await fetch(`${site.url}/api/admin/services`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ services: [{ slug: SLUG, name: 'Cloud IT Solutions', h1 }] }),
  });
  expect(response.status).toBe(200);
}

describe('kept record pages across processes', () => {
  it('shows a record changed by `sitectl import` on the next request', async () => {
    const dataDir = path.join(makeTempDir('records-'), 'data');
    const site = await startSite({ DATA_DIR: dataDir });
    expect(await h1Of(site)).toBe('Cloud IT Solutions for Growing Businesses');
    expect(await h1Of(site)).toBe('Cloud IT Solutions for Growing Businesses');

    const imported = await runSitectl(['import', serviceFile('Imported Cloud')], {
      DATA_DIR: dataDir,
    });
    expect(imported.code).toBe(0);
    expect(await h1Of(site)).toBe('Imported Cloud');
  }, 120_000);

  it('serves a change made through one server from the other, on one PostgreSQL database', async () => {
    const postgres = await startPostgresServer();
    try {
      const firstDir = makeTempDir('first-');
      const first = await startSite({ DATA_DIR: firstDir, DATABASE_URL: postgres.url });
      const second = await startSite({
        DATA_DIR: makeTempDir('second-'),
        DATABASE_URL: postgres.url,
      });
      expect(await h1Of(second)).toBe('Cloud IT Solutions for Growing Businesses');

      // sitectl goes through the first server; the second hears of it from the database.
      const imported = await runSitectl(['import', serviceFile('Imported Through First')], {
        DATA_DIR: firstDir,
      });
      expect(imported.code).toBe(0);
      expect(await h1Of(first)).toBe('Imported Through First');
      await expect.poll(() => h1Of(second)).toBe('Imported Through First');

      await putThroughStaffApi(first, firstDir, 'Edited by Staff');
      await expect.poll(() => h1Of(second)).toBe('Edited by Staff');

      // The second server's notification connection is cut: it serves what the database
      // holds meanwhile, and listens again.
      const admin = new pg.Client(postgres.url);
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [`crew-site listener pid ${second.process.pid}`],
        );
        expect(rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      await putThroughStaffApi(first, firstDir, 'Edited During the Gap');
      await expect.poll(() => h1Of(second)).toBe('Edited During the Gap');
      await expect
        .poll(() => second.output(), { timeout: 15_000 })
        .toContain("The database's notifications of service changes are back.");
      await putThroughStaffApi(first, firstDir, 'Edited After the Gap');
      await expect.poll(() => h1Of(second)).toBe('Edited After the Gap');
    } finally {
      await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
      await postgres.stop();
    }
  }, 180_000);
});

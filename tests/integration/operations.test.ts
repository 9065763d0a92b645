import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../../engine/site-stores/open-site-database';
import { readServerFile } from '../../engine/server/data-dir-files';
import { startPostgresServer } from '../fixtures/postgres-server';
import { useSiteServer } from '../fixtures/site-server';
import { testDatabases } from '../fixtures/test-databases';
import { freePort } from '../tools/free-port';
import { runSitectl } from '../tools/sitectl-process';
import {
  startProcess,
  startSiteProcess,
  stopSiteProcess,
  type SiteProcess,
} from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';

// Running the site as a company does: under a supervisor, watched by a health check,
// backed up while it serves, and safe from slow clients.

const running: SiteProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
});

const quiet = { info: () => {}, error: () => {} };

/** Whether any process of a process group (given as its negative id) still runs. */
function processGroupRuns(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

async function postLead(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/api/leads?form=join&page=%2F`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Backup Load', email }),
  });
  return response.status;
}

describe('the site server in operation', () => {
  it('stops when the process `npm start` started gets SIGTERM, and nothing keeps answering', async () => {
    const port = String(await freePort());
    const dataDir = path.join(makeTempDir('npm-start-'), 'data');
    const site = await startProcess('npm', ['start', '--silent'], {
      PORT: port,
      DATA_DIR: dataDir,
    });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => site.process.once('exit', resolve));
    site.process.kill('SIGTERM');
    await exited;
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  }, 120_000);

  it('stops cleanly on Ctrl-C in the terminal of `npm start`, however many SIGINTs arrive', async () => {
    const dataDir = path.join(makeTempDir('ctrl-c-'), 'data');
    for (let start = 1; start <= 2; start++) {
      const site = await startProcess(
        'npm',
        ['start', '--silent'],
        { PORT: String(await freePort()), DATA_DIR: dataDir },
        { ownGroup: true },
      );
      const group = -site.process.pid!;
      // The terminal signals the whole group: npm, and the server npm started, at once.
      process.kill(group, 'SIGINT');
      process.kill(group, 'SIGINT');
      await expect
        .poll(() => processGroupRuns(group), { timeout: 60_000, interval: 100 })
        .toBe(false);
      expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    }
    const databaseLog = readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    const stops = [...databaseLog.matchAll(/received (\w+) shutdown request/g)];
    expect(stops.map((stop) => stop[1])).toEqual(['fast', 'fast']);
    // The second start found the database shut down cleanly: no crash recovery.
    expect(databaseLog).not.toMatch(/not properly shut down|was interrupted/);
  }, 180_000);

  it('answers /healthz 503 within 2 s when PostgreSQL stops, and 200 again once it is back', async () => {
    const server = await startPostgresServer();
    try {
      const site = await startSiteProcess({
        PORT: String(await freePort()),
        DATA_DIR: makeTempDir('health-'),
        DATABASE_URL: server.url,
      });
      running.push(site);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      await server.pause();
      const asked = Date.now();
      const down = await fetch(`${site.url}/healthz`);
      expect(down.status).toBe(503);
      expect(Date.now() - asked).toBeLessThan(2_000);
      expect(await down.json()).toMatchObject({ ok: false, database: 'down' });
      await server.resume();
      await expect
        .poll(async () => (await fetch(`${site.url}/healthz`)).status, { timeout: 15_000 })
        .toBe(200);
      expect(site.output()).toContain('the database does not answer');
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('lets servers share a PostgreSQL database, and refuses a command that opens it itself', async () => {
    const server = await startPostgresServer();
    try {
      const sites = await Promise.all(
        ['first-', 'second-'].map(async (prefix) =>
          startSiteProcess({
            PORT: String(await freePort()),
            DATA_DIR: makeTempDir(prefix),
            DATABASE_URL: server.url,
          }),
        ),
      );
      running.push(...sites);
      for (const site of sites) expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      // Not through a server (no server runs on this data directory): refused, unchanged.
      const file = path.join(makeTempDir('services-'), 'one.yaml');
      writeFileSync(file, '- slug: not-written\n  name: Not Written\n  h1: Not Written\n');
      const imported = await runSitectl(['import', file], {
        DATA_DIR: makeTempDir('command-'),
        DATABASE_URL: server.url,
      });
      expect(imported.code).toBe(3);
      const pids = sites.map((site) => site.process.pid).join('|');
      expect(imported.stderr).toMatch(new RegExp(`in use by process (${pids})`));
      expect((await fetch(`${sites[0]!.url}/api/services/not-written`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('refuses a second server on the same data directory with DATABASE_URL, which keeps the first', async () => {
    const server = await startPostgresServer();
    try {
      const dataDir = makeTempDir('one-dir-');
      const env = { DATA_DIR: dataDir, DATABASE_URL: server.url };
      const first = await startSiteProcess({ PORT: String(await freePort()), ...env });
      running.push(first);
      const before = await readServerFile(dataDir);
      const second = startSiteProcess({ PORT: String(await freePort()), ...env });
      await expect(second).rejects.toThrow(
        new RegExp(
          `The server exited \\(3\\):[\\s\\S]*in use by process ${first.process.pid}[\\s\\S]*` +
            `It is the site server at ${before!.url.replaceAll('.', '\\.')}\\.`,
        ),
      );
      expect(await readServerFile(dataDir)).toEqual(before);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('backs up while leads arrive, and restores every service and lead into a new data directory', async () => {
    const root = makeTempDir('backup-');
    const dataDir = path.join(root, 'data');
    const site = await startSiteProcess({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LEADS_PER_MINUTE: '100000',
    });
    running.push(site);
    let writing = true;
    let sent = 0;
    const load = (async () => {
      while (writing) await postLead(site.url, `load${(sent += 1)}@example.ae`);
    })();
    await expect.poll(() => sent, { timeout: 10_000 }).toBeGreaterThan(10);
    const file = path.join(root, 'site.ndjson.gz');
    const backup = await runSitectl(['backup', file], { DATA_DIR: dataDir });
    writing = false;
    await load;
    expect(backup).toMatchObject({ code: 0, stdout: `${file}\n` });
    const [
      ,
      services,
      translations,
      records,
      edits,
      versions,
      schedules,
      previews,
      uploads,
      encodings,
      leads,
    ] =
      /Backed up (\d+) services, (\d+) service translations, (\d+) published records, (\d+) drafts and revisions, (\d+) published versions, (\d+) schedules, (\d+) preview links, (\d+) uploaded pictures, (\d+) encodings of uploaded pictures, (\d+) leads,/.exec(
        backup.stderr,
      ) ?? [];
    expect(Number(translations)).toBeGreaterThan(10);
    expect(Number(leads)).toBeGreaterThan(10);

    const restoredDir = path.join(root, 'restored');
    const restore = await runSitectl(['restore', file], { DATA_DIR: restoredDir });
    expect(restore.stdout).toMatch(
      new RegExp(
        `^Restored ${services} services, ${translations} service translations, ${records} published records, ${edits} drafts and revisions, ${versions} published versions, ${schedules} schedules, ${previews} preview links, ${uploads} uploaded pictures, ${encodings} encodings of uploaded pictures, ${leads} leads, .* into the embedded database`,
      ),
    );
    expect(restore.code).toBe(0);

    // The same lead, answer for answer, in both.
    const restored = await openSiteDatabase({ dataDir: restoredDir, log: quiet });
    try {
      const restoredLeads = await restored.leads.all({});
      expect(restoredLeads).toHaveLength(Number(leads));
      const oldest = restoredLeads.at(-1)!;
      const { token } = (await readServerFile(dataDir))!;
      const live = await fetch(`${site.url}/api/admin/leads?limit=500`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const liveLeads = ((await live.json()) as { leads: { id: string }[] }).leads;
      expect(liveLeads.find((lead) => lead.id === oldest.id)).toEqual(oldest);
    } finally {
      await restored.close();
    }
    // A second restore into the now-used directory changes nothing.
    const again = await runSitectl(['restore', file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already holds the site');
  }, 120_000);
});

describe.each(testDatabases.slice(0, 1))('slow clients, on $name', (backend) => {
  // The same timeouts as in production (CLIENT_TIMEOUTS), scaled down so the test does not
  // wait 15 s for them.
  const timeouts = { headersMs: 1_500, checkEveryMs: 250, requestMs: 3_000, keepAliveMs: 500 };
  const site = useSiteServer(backend, { clientTimeouts: timeouts });

  it('closes a socket that sends half a header and stops, once its time for headers is up', async () => {
    const { port } = new URL(site.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow');
    const opened = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    const elapsed = Date.now() - opened;
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
    expect(elapsed).toBeLessThan(timeouts.headersMs + timeouts.requestMs);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });
});

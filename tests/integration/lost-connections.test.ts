import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '../../engine/leads/lead';
import { startPostgresServer } from '../fixtures/postgres-server';
import { freePort } from '../tools/free-port';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';

// A database connection that dies under the server (a killed backend, a killed or
// restarted PostgreSQL) costs the requests on it a 503, never the process: pages keep
// being served, leads are taken again within seconds, and every acknowledged lead is kept.

const running: SiteProcess[] = [];
const loads: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  // A test that failed midway leaves its visitors running: stopped here, before their
  // server, or their loops would spin on refused connections for the rest of the run.
  await Promise.all(loads.splice(0).map((load) => load.stop()));
  await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
});

// "Within seconds": the server takes leads again this soon after a connection dies. Generous,
// so a busy machine does not fail it; a server that waited for a timeout would take minutes.
const RECOVERS_WITHIN_MS = 15_000;

async function start(env: Record<string, string>): Promise<SiteProcess> {
  const site = await startSiteProcess({
    PORT: String(await freePort()),
    LEADS_PER_MINUTE: '1000000',
    LEAD_MIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  running.push(site);
  return site;
}

/** Visitors while the database fails: 8 lead loops and a page loop, all recorded. */
function visitors(url: string) {
  const acknowledged: { email: string; at: number }[] = [];
  const refusals = new Map<string, number>();
  const pageFailures: string[] = [];
  let sent = 0;
  let stopped = false;
  const count = (what: string) => refusals.set(what, (refusals.get(what) ?? 0) + 1);

  const leadLoop = async () => {
    while (!stopped) {
      const email = `lost${(sent += 1)}@example.ae`;
      try {
        const response = await fetch(`${url}/api/leads?form=join&page=%2F`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Lost Connection', email }),
        });
        if (response.status === 201) acknowledged.push({ email, at: Date.now() });
        else count(`${response.status} ${response.headers.get('retry-after') ?? ''}`.trim());
      } catch (error) {
        count(`no answer: ${(error as Error).message}`);
      }
    }
  };
  const pageLoop = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}/`);
        await response.arrayBuffer();
        if (response.status !== 200) pageFailures.push(`/ answered ${response.status}`);
      } catch (error) {
        pageFailures.push(`/ did not answer: ${(error as Error).message}`);
      }
    }
  };
  const loops = [...Array.from({ length: 8 }, leadLoop), pageLoop()];
  const load = {
    acknowledged,
    refusals,
    pageFailures,
    /** Resolves once `more` further leads have been acknowledged; to when the last came. */
    async next(more: number): Promise<number> {
      const from = acknowledged.length;
      await expect
        .poll(() => acknowledged.length - from, { timeout: 30_000, interval: 50 })
        .toBeGreaterThanOrEqual(more);
      return acknowledged[from + more - 1]!.at;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
  loads.push(load);
  return load;
}

/** Every lead the server has stored, read through its staff API a page at a time. */
async function storedEmails(dataDir: string): Promise<Set<string>> {
  const { url, token } = JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
    url: string;
    token: string;
  };
  const emails = new Set<string>();
  for (let offset = 0; ; offset += 500) {
    const response = await fetch(`${url}/api/admin/leads?limit=500&offset=${offset}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { leads } = (await response.json()) as { leads: Lead[] };
    for (const lead of leads) emails.add(lead.email ?? '');
    if (leads.length < 500) return emails;
  }
}

/** The pids of a postmaster's children that serve client connections. */
function backendsOf(postmaster: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return parent === postmaster && command.includes('[local]');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const postmasterOf = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** What must hold after every failure: the same process, pages throughout, leads kept. */
async function expectRodeItOut(
  site: SiteProcess,
  load: ReturnType<typeof visitors>,
  dataDir: string,
) {
  await load.stop();
  expect(site.process.exitCode).toBeNull();
  expect(site.process.signalCode).toBeNull();
  expect(load.pageFailures).toEqual([]);
  // A lead the database could not take was refused as unavailable, to be sent again.
  for (const refusal of load.refusals.keys()) expect(refusal).toBe('503 5');
  const stored = await storedEmails(dataDir);
  expect(load.acknowledged.filter(({ email }) => !stored.has(email))).toEqual([]);
}

describe('a database connection that dies', () => {
  it('on the embedded database (a killed backend, then the postmaster) never ends the server', async () => {
    const dataDir = path.join(makeTempDir('lost-embedded-'), 'data');
    const site = await start({ DATA_DIR: dataDir });
    const load = visitors(site.url);
    await load.next(50);

    const [backend] = backendsOf(postmasterOf(dataDir));
    expect(backend).toBeDefined();
    let killedAt = Date.now();
    process.kill(backend!, 'SIGKILL');
    expect((await load.next(20)) - killedAt).toBeLessThan(RECOVERS_WITHIN_MS);

    const postmaster = postmasterOf(dataDir);
    killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    expect((await load.next(20)) - killedAt).toBeLessThan(RECOVERS_WITHIN_MS);
    expect(postmasterOf(dataDir)).not.toBe(postmaster);

    await expectRodeItOut(site, load, dataDir);
    expect(site.output()).toContain('The embedded database stopped unexpectedly (SIGKILL)');
  }, 120_000);

  it('on PostgreSQL 15 (pg_terminate_backend, then a restart) never ends the server', async () => {
    const server = await startPostgresServer();
    try {
      const dataDir = makeTempDir('lost-postgres-');
      const site = await start({ DATA_DIR: dataDir, DATABASE_URL: server.url });
      const load = visitors(site.url);
      await load.next(50);

      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      let killedAt = Date.now();
      expect((await load.next(20)) - killedAt).toBeLessThan(RECOVERS_WITHIN_MS);

      killedAt = Date.now();
      await server.pause();
      await server.resume();
      expect((await load.next(20)) - killedAt).toBeLessThan(RECOVERS_WITHIN_MS);

      await expectRodeItOut(site, load, dataDir);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

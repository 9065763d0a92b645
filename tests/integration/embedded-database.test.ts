import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedCluster } from '../../engine/database/embedded/embedded-cluster';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '../../engine/leads/lead';
import { diskFlushTimes } from '../tools/disk-flushes';
import { freePort } from '../tools/free-port';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';

// The embedded database as a company relies on it: a real PostgreSQL that flushes every
// commit to disk, survives the server being killed, and serves one server at a time.

const running: SiteProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<SiteProcess> {
  const site = await startSiteProcess({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LEADS_PER_MINUTE: '100000',
    ...env,
  });
  running.push(site);
  return site;
}

const serverFile = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
    url: string;
    token: string;
    pid: number;
  };

let sent = 0;
/** Posts one lead; resolves to its email when the server acknowledged it (201). */
async function postLead(url: string): Promise<string | null> {
  const email = `burst${(sent += 1)}@example.ae`;
  try {
    const response = await fetch(`${url}/api/leads?form=join&page=%2F`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Burst', email }),
    });
    return response.status === 201 ? email : null;
  } catch {
    return null;
  }
}

async function storedEmails(dataDir: string): Promise<Set<string>> {
  const { url, token } = serverFile(dataDir);
  const response = await fetch(`${url}/api/admin/leads?limit=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { leads } = (await response.json()) as { leads: Lead[] };
  return new Set(leads.map((lead) => lead.email ?? ''));
}

describe('the embedded database', () => {
  it('refuses a second server on the same data, which changes nothing', async () => {
    const dataDir = path.join(makeTempDir('second-server-'), 'data');
    const first = await start(dataDir);
    const before = readFileSync(path.join(dataDir, 'server.json'), 'utf8');
    const second = startSiteProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await expect(second).rejects.toThrow(
      new RegExp(
        `The server exited \\(3\\):[\\s\\S]*in use by process ${first.process.pid}[\\s\\S]*` +
          `It is the site server at http://127\\.0\\.0\\.1:\\d+\\.`,
      ),
    );
    expect(readFileSync(path.join(dataDir, 'server.json'), 'utf8')).toBe(before);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('publishes a schedule that fell due while the server was down as it comes back, once', async () => {
    const dataDir = path.join(makeTempDir('schedule-'), 'data');
    const first = await start(dataDir);
    const { token } = serverFile(dataDir);
    const staff = (url: string, method: string, api: string, body?: unknown) =>
      fetch(`${url}/api/admin${api}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const entries = (await fetch(`${first.url}/api/admin/service-drafts`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json())) as {
      slug: string;
      revision: number;
      published: object;
    }[];
    const entry = entries.find((one) => one.slug === 'cloud-it-solutions')!;
    const saved = await staff(first.url, 'PUT', '/service-drafts/cloud-it-solutions', {
      revision: entry.revision,
      record: { ...entry.published, h1: 'Published While Down' },
    });
    const runAt = Date.now() + 2000;
    await staff(first.url, 'PUT', '/service-drafts/cloud-it-solutions/schedules/publish', {
      revision: saved.revision,
      run_at: new Date(runAt).toISOString(),
    });
    await stopSiteProcess(running.splice(0, 1)[0]!);
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(runAt);

    const second = await start(dataDir);
    const again = serverFile(dataDir);
    await expect
      .poll(async () => (await fetch(`${second.url}/services/cloud-it-solutions`)).text(), {
        timeout: 60_000,
      })
      .toContain('Published While Down</h1>');
    const activity = (await fetch(`${second.url}/api/admin/activity?subject=cloud-it-solutions`, {
      headers: { Authorization: `Bearer ${again.token}` },
    }).then((response) => response.json())) as { action: string; detail: object }[];
    expect(activity.filter((one) => one.action === 'published')).toEqual([
      expect.objectContaining({ detail: { version: 2, scheduled: true } }),
    ]);
  }, 120_000);

  it('loses no acknowledged lead to kill -9 in a burst, and serves again within seconds', async () => {
    const dataDir = path.join(makeTempDir('kill-9-'), 'data');
    const first = await start(dataDir);
    const acknowledged: string[] = [];
    let killed = false;
    const burst = Array.from({ length: 4 }, async () => {
      while (!killed) {
        const email = await postLead(first.url);
        if (email) acknowledged.push(email);
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(40);
    first.process.kill('SIGKILL');
    killed = true;
    await Promise.all(burst);
    running.splice(running.indexOf(first), 1);

    const restarted = Date.now();
    const second = await start(dataDir);
    await expect.poll(async () => (await fetch(`${second.url}/healthz`)).status).toBe(200);
    // Seconds on a quiet machine, crash recovery included; the bound is for a busy one.
    expect(Date.now() - restarted).toBeLessThan(15_000);
    const stored = await storedEmails(dataDir);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 90_000);

  it('flushes every lead to disk before acknowledging it (fsync or fdatasync per commit)', async () => {
    const dataDir = path.join(makeTempDir('fsync-'), 'data');
    const site = await start(dataDir);
    // Each lead's request, from sending to its acknowledgement, holds a flush: the database's
    // own or one it shares with a commit running alongside (group commit).
    const requests: [number, number][] = [];
    const flushedAt = await diskFlushTimes(dataDir, async () => {
      for (let lead = 0; lead < 20; lead++) {
        const sent = Date.now() / 1000;
        expect(await postLead(site.url)).not.toBeNull();
        requests.push([sent, Date.now() / 1000]);
      }
    });
    const unflushed = requests.filter(
      ([sent, acked]) => !flushedAt.some((t) => t >= sent && t <= acked),
    );
    expect(unflushed).toEqual([]);
  }, 60_000);

  it('answers /healthz 503 while the data directory cannot be written, and 200 once it can', async () => {
    const dataDir = path.join(makeTempDir('unwritable-'), 'data');
    const site = await start(dataDir);
    const cluster = path.join(dataDir, 'postgres');
    const [postmaster] = postmastersOf(cluster);
    const health = async () => {
      const response = await fetch(`${site.url}/healthz`);
      return { status: response.status, ...((await response.json()) as object) };
    };
    expect(await health()).toMatchObject({ status: 200, writes: 'ok' });

    execFileSync('chmod', ['-R', 'a-w', cluster]);
    try {
      await expect.poll(health, { timeout: 10_000, interval: 250 }).toMatchObject({
        status: 503,
        ok: false,
        why: expect.stringMatching(/permission denied/i),
      });
    } finally {
      execFileSync('chmod', ['-R', 'u+w', cluster]);
    }
    await expect.poll(health, { timeout: 10_000, interval: 250 }).toMatchObject({ status: 200 });
    // The database itself never stopped: nothing was started again and again.
    expect(postmastersOf(cluster)).toEqual([postmaster]);
  }, 60_000);

  it('restarts a database that died through a failed start with one postgres, and stops it cleanly', async () => {
    const dataDir = path.join(makeTempDir('restarts-'), 'data');
    const said: string[] = [];
    const log = {
      info: (line: string) => said.push(line),
      error: (line: string) => said.push(line),
    };
    const cluster = await startEmbeddedCluster(dataDir, log);
    try {
      const [first] = postmastersOf(cluster.dir);
      // PostgreSQL refuses a cluster folder others may write: the first restart fails.
      chmodSync(cluster.dir, 0o777);
      process.kill(first!, 'SIGKILL');
      await expect
        .poll(
          () => said.some((line) => line.startsWith('Restarting the embedded database failed')),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
      chmodSync(cluster.dir, 0o700);
      await expect
        .poll(() => said.filter((line) => line === 'The embedded database runs again.').length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect(postmastersOf(cluster.dir)).toHaveLength(1);
    } finally {
      await cluster.stop();
    }
    expect(postmastersOf(cluster.dir)).toEqual([]);
    // The last stop asked for was fast (a checkpoint, sessions ended), not immediate.
    const databaseLog = readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    const requests = [...databaseLog.matchAll(/received (\w+) shutdown request/g)];
    expect(requests.at(-1)?.[1]).toBe('fast');
    expect(databaseLog.trimEnd()).toMatch(/database system is shut down$/);
  }, 90_000);
});

/** The postmasters running on a cluster folder (their command line names it). */
function postmastersOf(clusterDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`-D\0${clusterDir}\0`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

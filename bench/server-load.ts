import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSiteDatabase } from '../engine/database/open-site-database';
import { AdminAuth } from '../engine/server/admin-auth';
import { createSiteServer } from '../engine/server/app';

const SECONDS = 5;
const CONNECTIONS = 10;

const contact = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.ae',
  company: 'Bench LLC',
  message: 'Measuring the lead intake.',
});

/** One bounded load run against a URL, in this process's own server. */
async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request, and lead submissions. Prints requests per
 * second, p99 latency and the server's memory after the run; asserts nothing.
 */
export async function runServerLoad(distDir: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const database = await openSiteDatabase({ dataDir });
  const app = await createSiteServer({
    distDir,
    database,
    auth: new AdminAuth('bench-session-secret-bench-session-secret-bench'),
    leadsPerMinute: 1_000_000,
    linkBase: () => '',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.info(
      `\nServer load on loopback: ${CONNECTIONS} connections, ${SECONDS} s each (${database.description})`,
    );
    console.info('What                                   req/s     p99 ms   errors');
    const runs: [string, string, Partial<autocannon.Options>][] = [
      ['GET / (prerendered)', `${base}/`, {}],
      ['GET /services/cloud-it-solutions (record)', `${base}/services/cloud-it-solutions`, {}],
      ['GET /services/quantum-widgets (fallback)', `${base}/services/quantum-widgets`, {}],
      [
        'POST /api/leads (contact form)',
        `${base}/api/leads?form=contact&page=%2Fcontact`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: contact },
      ],
    ];
    for (const [name, url, options] of runs) {
      const figures = await load(url, { headers: { 'accept-encoding': 'br' }, ...options });
      console.info(
        `${name.padEnd(38)} ${figures.rps.toFixed(0).padStart(6)} ${String(figures.p99).padStart(10)} ${String(figures.errors).padStart(8)}`,
      );
    }
    const memory = process.memoryUsage();
    console.info(
      `Memory after the run: ${(memory.rss / 1048576).toFixed(0)} MB resident, ${(memory.heapUsed / 1048576).toFixed(0)} MB heap`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

import autocannon from 'autocannon';
import { startBenchSite } from './bench-site';
import { printDurability } from './durability';
import { siteMemory } from './site-memory';

/** How long each load runs, and with how many connections. */
export const SECONDS = 5;
export const CONNECTIONS = 10;

/** The answers of one contact form, as the load posts them. */
export const contact = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.ae',
  company: 'Bench LLC',
  message: 'Measuring the lead intake.',
});

const mb = (value: number) => `${value.toFixed(0)} MB`;

async function printMemory(when: string, pid: number, dataDir: string) {
  const memory = await siteMemory(pid, dataDir);
  console.info(
    `Memory ${when}: server ${mb(memory.server.rss)} resident; database ` +
      `(${memory.database.processes} processes) ${mb(memory.database.rss)} resident, ` +
      `${mb(memory.database.pss)} proportional; together ${mb(memory.totalRss)} resident ` +
      `(${mb(memory.totalPss)} proportional)`,
  );
}

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request, generated content, and lead submissions.
 * Prints requests per second, p99 latency and the server's resident memory before and
 * after; asserts nothing.
 */
export async function runServerLoad(distDir: string): Promise<void> {
  const bench = await startBenchSite(distDir, { LEADS_PER_MINUTE: '100000000' });
  const { site, port, dataDir } = bench;
  const base = `http://127.0.0.1:${port}`;
  const pid = site.process.pid!;
  try {
    console.info(
      `\nThe server started on a new data directory (a new embedded database, migrated and ` +
        `seeded) and answered in ${bench.startMs.toFixed(0)} ms.`,
    );
    // Idle after start: what the server holds before any visitor (the renderer loads on
    // the first page it renders).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await printMemory('idle after start', pid, dataDir);
    console.info(
      `\nServer load on loopback: ${CONNECTIONS} connections, ${SECONDS} s each, embedded database`,
    );
    console.info('What                                          req/s     p99 ms   errors');
    const runs: [string, string, Partial<autocannon.Options>][] = [
      ['GET / (prerendered)', '/', {}],
      ['GET /services/cloud-it-solutions (record)', '/services/cloud-it-solutions', {}],
      ['GET /services/quantum-widgets (generated)', '/services/quantum-widgets', {}],
      [
        'POST /api/leads (contact form)',
        '/api/leads?form=contact&page=%2Fcontact',
        { method: 'POST', body: contact },
      ],
    ];
    for (const [name, route, options] of runs) {
      const result = await autocannon({
        url: `${base}${route}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
        ...options,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      console.info(
        `${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p99).padStart(10)} ${String(errors).padStart(8)}`,
      );
    }
    await printMemory('after the load', pid, dataDir);
    await printDurability(base, dataDir);
  } finally {
    await bench.stop();
  }
}

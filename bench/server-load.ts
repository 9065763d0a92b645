import autocannon from 'autocannon';
import { startBenchSite } from './bench-site';
import { printDurability } from './durability';
import { siteMemory } from './site-memory';

/** How long each load runs, and with how many connections. */
export const SECONDS = 5;
export const CONNECTIONS = 10;
/** The heavier load a prerendered page and a record page are compared under. */
const BUSY_CONNECTIONS = 50;

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

interface Load {
  name: string;
  route: string;
  connections: number;
  options?: Partial<autocannon.Options>;
}

const PRERENDERED = 'GET / (prerendered)';
const PRERENDERED_ABOUT = 'GET /about (prerendered)';
// A prerendered page about as long as the record page (112 KB against 111 KB; /about is 75 KB).
const PRERENDERED_SAME_SIZE = 'GET /services/communication (prerendered)';
const RECORD = 'GET /services/cloud-it-solutions (record)';

const loads: Load[] = [
  { name: PRERENDERED, route: '/', connections: CONNECTIONS },
  { name: RECORD, route: '/services/cloud-it-solutions', connections: CONNECTIONS },
  {
    name: 'GET /services/quantum-widgets (generated)',
    route: '/services/quantum-widgets',
    connections: CONNECTIONS,
  },
  {
    name: 'POST /api/leads (contact form)',
    route: '/api/leads?form=contact&page=%2Fcontact',
    connections: CONNECTIONS,
    options: { method: 'POST', body: contact },
  },
  { name: PRERENDERED_ABOUT, route: '/about', connections: BUSY_CONNECTIONS },
  { name: PRERENDERED_SAME_SIZE, route: '/services/communication', connections: BUSY_CONNECTIONS },
  { name: RECORD, route: '/services/cloud-it-solutions', connections: BUSY_CONNECTIONS },
];

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request, generated content, and lead submissions at 10
 * connections, then prerendered pages (/about, and one the record page's size) and the record
 * page at 50. Prints requests per second and p99 latency, how the record page compares at
 * 50 connections, and the server's resident memory before and after; asserts nothing.
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
    console.info(`\nServer load on loopback: ${SECONDS} s each, embedded database`);
    console.info(
      'What                                          connections    req/s     p99 ms   errors',
    );
    const busy = new Map<string, { rate: number; p99: number }>();
    for (const { name, route, connections, options } of loads) {
      const result = await autocannon({
        url: `${base}${route}`,
        connections,
        duration: SECONDS,
        // Pages are fetched uncompressed: the server's work is the same in every encoding
        // (each is made once), while autocannon decodes every body as text, which costs it
        // more for brotli's bytes than the server spends sending them.
        headers: { 'content-type': 'application/json' },
        ...options,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      if (connections === BUSY_CONNECTIONS)
        busy.set(name, { rate: result.requests.average, p99: result.latency.p99 });
      console.info(
        `${name.padEnd(44)} ${String(connections).padStart(12)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p99).padStart(10)} ${String(errors).padStart(8)}`,
      );
    }
    const about = busy.get(PRERENDERED_ABOUT)!;
    const sameSize = busy.get(PRERENDERED_SAME_SIZE)!;
    const record = busy.get(RECORD)!;
    const share = (of: { rate: number }) => `${((100 * record.rate) / of.rate).toFixed(0)}%`;
    console.info(
      `At ${BUSY_CONNECTIONS} connections the record page answers ${share(about)} of the ` +
        `prerendered /about's requests/s and ${share(sameSize)} of a prerendered page its ` +
        `size; p99 ${record.p99} ms (/about ${about.p99} ms).`,
    );
    await printMemory('after the load', pid, dataDir);
    await printDurability(base, dataDir);
  } finally {
    await bench.stop();
  }
}

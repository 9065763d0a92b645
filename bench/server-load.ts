import autocannon from 'autocannon';
import { startBenchSite } from './bench-site';
import { printDurability } from './durability';
import { siteMemory } from './site-memory';
import { hasWrk, wrkGet, type LoadFigures } from './wrk';

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
  { name: PRERENDERED_ABOUT, route: '/about', connections: BUSY_CONNECTIONS },
  { name: PRERENDERED_SAME_SIZE, route: '/services/communication', connections: BUSY_CONNECTIONS },
  { name: RECORD, route: '/services/cloud-it-solutions', connections: BUSY_CONNECTIONS },
  // Last: the database works on the stored leads for a while after, which would weigh on
  // whatever ran next.
  {
    name: 'POST /api/leads (contact form)',
    route: '/api/leads?form=contact&page=%2Fcontact',
    connections: CONNECTIONS,
    options: { method: 'POST', body: contact },
  },
];

async function autocannonLoad(
  url: string,
  connections: number,
  seconds: number,
  options?: Partial<autocannon.Options>,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // Pages are fetched uncompressed: the server's work is the same in every encoding (each
    // is made once), while autocannon decodes every body as text, which costs it more for
    // brotli's bytes than the server spends sending them.
    headers: { 'content-type': 'application/json' },
    ...options,
  });
  return {
    rate: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The pages compared under heavy load, each after a second of warming up. wrk where it is
 * installed: autocannon shares the two cores with the server and decodes every body as
 * text, so on it a longer page reads slower for the client's sake, not the server's.
 */
async function busyLoad(url: string, useWrk: boolean): Promise<LoadFigures> {
  if (useWrk) {
    await wrkGet(url, BUSY_CONNECTIONS, 1);
    return wrkGet(url, BUSY_CONNECTIONS, SECONDS);
  }
  await autocannonLoad(url, BUSY_CONNECTIONS, 1);
  return autocannonLoad(url, BUSY_CONNECTIONS, SECONDS);
}

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request and generated content at 10 connections; then
 * prerendered pages (/about, and one the record page's size) and the record page at 50;
 * last, lead submissions at 10. Prints requests per second and p99 latency, how the record page compares at
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
    const busy = new Map<string, LoadFigures>();
    const useWrk = await hasWrk();
    for (const { name, route, connections, options } of loads) {
      const url = `${base}${route}`;
      const figures =
        connections === BUSY_CONNECTIONS
          ? await busyLoad(url, useWrk)
          : await autocannonLoad(url, connections, SECONDS, options);
      if (connections === BUSY_CONNECTIONS) busy.set(name, figures);
      console.info(
        `${name.padEnd(44)} ${String(connections).padStart(12)} ${figures.rate.toFixed(0).padStart(8)} ${figures.p99Ms.toFixed(1).padStart(10)} ${String(figures.errors).padStart(8)}`,
      );
    }
    const about = busy.get(PRERENDERED_ABOUT)!;
    const sameSize = busy.get(PRERENDERED_SAME_SIZE)!;
    const record = busy.get(RECORD)!;
    const share = (of: { rate: number }) => `${((100 * record.rate) / of.rate).toFixed(0)}%`;
    console.info(
      `At ${BUSY_CONNECTIONS} connections (${useWrk ? 'wrk' : 'autocannon; install wrk for figures free of the client'}) ` +
        `the record page answers ${share(about)} of the prerendered /about's requests/s and ` +
        `${share(sameSize)} of a prerendered page its size; p99 ${record.p99Ms.toFixed(1)} ms ` +
        `(/about ${about.p99Ms.toFixed(1)} ms).`,
    );
    await printMemory('after the load', pid, dataDir);
    await printDurability(base, dataDir);
  } finally {
    await bench.stop();
  }
}

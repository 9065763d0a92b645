import autocannon from 'autocannon';
import { startBenchSite } from './bench-site';
import { BUSY_CONNECTIONS, compareBusyPages } from './busy-pages';
import { printDurability } from './durability';
import { siteMemory } from './site-memory';
import { hasWrk, wrkGet, type LoadFigures } from './wrk';

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

const printHeader = () =>
  console.info(
    'What                                          connections    req/s     p99 ms   errors',
  );

interface Load {
  name: string;
  route: string;
  connections: number;
  options?: Partial<autocannon.Options>;
}

const loads: Load[] = [
  { name: 'GET / (prerendered)', route: '/', connections: CONNECTIONS },
  {
    name: 'GET /services/cloud-it-solutions (record)',
    route: '/services/cloud-it-solutions',
    connections: CONNECTIONS,
  },
  {
    name: 'GET /services/quantum-widgets (generated)',
    route: '/services/quantum-widgets',
    connections: CONNECTIONS,
  },
];

/** The answers of the resources page's guide form, which gives a signed link to a PDF. */
export const guide = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.ae',
  resource: 'media/guides/cloud-migration-checklist.md',
  consent: true,
});

/** Last: the database works on the stored leads for a while after, which would weigh on what ran next. */
const leadPosts: Load = {
  name: 'POST /api/leads (contact form)',
  route: '/api/leads?form=contact&page=%2Fcontact',
  connections: CONNECTIONS,
  options: { method: 'POST', body: contact },
};

const guidePosts: Load = {
  name: 'POST /api/leads (guide form, signs a link)',
  route: '/api/leads?form=download&page=%2Fresources',
  connections: CONNECTIONS,
  options: { method: 'POST', body: guide },
};

/** The link a guide lead's answer carries: its signature is checked on every request. */
async function signedGuideLink(base: string): Promise<string> {
  const answer = await fetch(`${base}${guidePosts.route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: guide,
  });
  if (!answer.ok) throw new Error(`The guide form answered ${answer.status}`);
  return ((await answer.json()) as { download: string }).download;
}

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
    ...options,
    // Pages are fetched uncompressed unless a load asks for an encoding: autocannon counts
    // every body as text, which costs it more for brotli's bytes than the server spends
    // sending them.
    headers: { 'content-type': 'application/json', ...options?.headers },
  });
  return {
    rate: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The pages compared under heavy load: with wrk where it is installed, as autocannon shares
 * the two cores with the server and reads every body as text, so on it a longer page reads
 * slower for the client's sake, not the server's.
 */
const busyLoad =
  (useWrk: boolean) =>
  (url: string, seconds: number, headers: Record<string, string>): Promise<LoadFigures> =>
    useWrk
      ? wrkGet(url, BUSY_CONNECTIONS, seconds, headers)
      : autocannonLoad(url, BUSY_CONNECTIONS, seconds, { headers });

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request, generated content and a signed guide PDF at 10
 * connections; then a record page against prerendered pages at 50, in each encoding
 * (compareBusyPages); last, lead submissions (a contact form, and a guide form that signs a
 * link) at 10. Prints requests per second and p99 latency, and the server's resident memory
 * before and after; asserts nothing.
 */
export async function runServerLoad(distDir: string): Promise<void> {
  const bench = await startBenchSite(distDir, { LEADS_PER_MINUTE: '100000000' });
  const { site, port, dataDir } = bench;
  const base = `http://127.0.0.1:${port}`;
  const pid = site.process.pid!;
  const printLoad = async ({ name, route, connections, options }: Load) => {
    const figures = await autocannonLoad(`${base}${route}`, connections, SECONDS, options);
    console.info(
      `${name.padEnd(44)} ${String(connections).padStart(12)} ${figures.rate.toFixed(0).padStart(8)} ${figures.p99Ms.toFixed(1).padStart(10)} ${String(figures.errors).padStart(8)}`,
    );
  };
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
    printHeader();
    for (const load of loads) await printLoad(load);
    await printLoad({
      name: 'GET /downloads/… (signed guide PDF)',
      route: await signedGuideLink(base),
      connections: CONNECTIONS,
    });
    const useWrk = await hasWrk();
    await compareBusyPages(
      base,
      SECONDS,
      busyLoad(useWrk),
      useWrk ? 'wrk' : 'autocannon; install wrk for figures free of the client',
    );
    printHeader();
    await printLoad(leadPosts);
    await printLoad(guidePosts);
    await printMemory('after the load', pid, dataDir);
    await printDurability(base, dataDir);
  } finally {
    await bench.stop();
  }
}

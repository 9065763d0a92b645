import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { startBenchSite } from './bench-site';

const SECONDS = 5;
const CONNECTIONS = 10;

const contact = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.ae',
  company: 'Bench LLC',
  message: 'Measuring the lead intake.',
});

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Load on loopback against the site server on a fresh embedded database: a prerendered
 * page, a record page rendered on request, generated content, and lead submissions.
 * Prints requests per second, p99 latency and the server's resident memory before and
 * after; asserts nothing.
 */
export async function runServerLoad(distDir: string): Promise<void> {
  const bench = await startBenchSite(distDir, { LEADS_PER_MINUTE: '100000000' });
  const { site, port } = bench;
  const base = `http://127.0.0.1:${port}`;
  const pid = site.process.pid!;
  try {
    const before = await residentMegabytes(pid);
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
    const after = await residentMegabytes(pid);
    console.info(
      `Server memory: ${before.toFixed(0)} MB resident at start, ${after.toFixed(0)} MB after the run`,
    );
  } finally {
    await bench.stop();
  }
}

import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECONDS = 5;
const CONNECTIONS = 10;

const contact = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.ae',
  company: 'Bench LLC',
  message: 'Measuring the lead intake.',
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** The site server as `npm run preview` runs it, in a process of its own. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'engine/server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sitectl admin-link')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}

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
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  const server = await startServer({
    SITE_DIST: distDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    LEADS_PER_MINUTE: '100000000',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const before = await residentMegabytes(server.pid!);
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
    const after = await residentMegabytes(server.pid!);
    console.info(
      `Server memory: ${before.toFixed(0)} MB resident at start, ${after.toFixed(0)} MB after the run`,
    );
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    await rm(dataDir, { recursive: true, force: true });
  }
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../tests/tools/chromium';
import { startBenchSite } from './bench-site';

/** A service created through the admin API, so its page exists only in the database. */
const createdRecord = {
  slug: 'bench-created-service',
  name: 'Bench Created Service',
  h1: 'A service created after the build',
  description: 'Rendered by the server from the database on request.',
  parent: 'cloud',
};

/**
 * The routes measured: static pages, a seeded service and a record created after the build,
 * and Arabic pages (right to left, with their own font).
 */
export const lighthouseRoutes = [
  '/',
  '/ar',
  '/services',
  '/services/cybersecurity',
  '/ar/services/cybersecurity',
  '/contact',
  '/community',
  '/about',
  '/services/cloud-it-solutions',
  `/services/${createdRecord.slug}`,
];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function figures({ lhr }: RunnerResult): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items =
    (
      lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const kb = (type: string) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: kb('script'),
    totalKb: kb('total'),
  };
}

/** The median of each figure over the runs (performance, timings and bytes separately). */
function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

/**
 * One Lighthouse run (mobile preset) of `url` in a Chromium of its own (a reused browser can
 * spoil the trace), artifacts included. A trace Lighthouse itself could not record
 * (NO_NAVSTART, now and then in headless Chromium) is recorded again, at most twice.
 */
export async function lighthouseRun(url: string, attempts = 3): Promise<RunnerResult> {
  try {
    return await lighthouseRunOnce(url);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('NO_NAVSTART')) throw error;
    return lighthouseRun(url, attempts - 1);
  }
}

async function lighthouseRunOnce(url: string): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's mobile preset (simulated throttling) on the production build served by the
 * site server, `runs` times per route; prints the median figures. Asserts nothing.
 */
export async function runLighthouse(
  distDir: string,
  runs = 3,
  routes = lighthouseRoutes,
): Promise<void> {
  const bench = await startBenchSite(distDir);
  const { dataDir, port } = bench;
  const base = `http://localhost:${port}`;
  try {
    const { token } = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as {
      token: string;
    };
    const created = await fetch(`${base}/api/admin/services`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(createdRecord),
    });
    if (!created.ok)
      throw new Error(
        `Could not create the bench record: ${created.status} ${await created.text()}`,
      );

    console.info(`\nLighthouse ${runs}× per route (mobile preset, simulated throttling), medians`);
    console.info(
      'Route                              perf  a11y  bp  seo   FCP ms  LCP ms  TBT ms  (runs)        CLS  JS KB  all KB',
    );
    for (const route of routes) {
      const results: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(figures(await lighthouseRun(`${base}${route}`)));
      }
      const m = medianFigures(results);
      // The spread shows how much of a median is the machine rather than the page.
      const tbts = results.map((run) => run.tbt);
      const spread = `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}`;
      console.info(
        `${route.padEnd(34)} ${String(m.performance).padStart(4)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(3)} ${String(m.seo).padStart(4)} ${m.fcp.toFixed(0).padStart(8)} ${m.lcp.toFixed(0).padStart(7)} ${m.tbt.toFixed(0).padStart(7)}  ${`(${spread})`.padEnd(11)} ${m.cls.toFixed(3).padStart(6)} ${m.scriptKb.toFixed(0).padStart(6)} ${m.totalKb.toFixed(0).padStart(7)}`,
      );
    }
  } finally {
    await bench.stop();
  }
}

// `tsx bench/lighthouse.ts [dist] [runs] [route…]` measures an existing build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist = 'dist', runs = '3', ...routes] = process.argv.slice(2);
  await runLighthouse(
    path.resolve(dist),
    Number(runs),
    routes.length > 0 ? routes : lighthouseRoutes,
  );
}

import type { RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import path from 'node:path';
import { startBenchSite } from './bench-site';
import { lighthouseRun } from './lighthouse';

/*
 * Which main-thread tasks make a route's Total Blocking Time. Lighthouse does not time the
 * page it loads: it replays the trace in a simulation of a slow phone, where a task takes
 * four times as long (twice, for one that lays out), and counts every stretch over 50 ms
 * between its estimates of first paint and interactivity. This prints, run by run, each
 * task the simulation stretches past 50 ms: its simulated span, the blocking time it adds,
 * how long it really took and what it spent that time on. It asserts nothing.
 *
 *   npm run build && npm run bench:tbt -- [runs] [route…]
 */

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { beginData?: { dirtyObjects?: number } };
}
interface SimulatedNode {
  type: string;
  id: string;
  event?: TraceEvent;
  childEvents?: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, NodeTiming>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request(data: object, context: object): Promise<LanternResult> };

const { BLOCKING_TIME_THRESHOLD: blockingThresholdMs, calculateTbtImpactForEvent } =
  Lantern.Metrics.TBTUtils;

/** Lighthouse's own rule: the part of a task inside the window, less 50 ms, if positive. */
const blockingTime = (timing: NodeTiming, from: number, to: number) =>
  calculateTbtImpactForEvent(
    { start: timing.startTime, end: timing.endTime, duration: timing.duration },
    from,
    to,
  );

/** The events a task spent most of its time in, e.g. "Layout 19.5, UpdateLayoutTree 13.9". */
function describe(node: SimulatedNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    if ((event.dur ?? 0) < 300) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** Lighthouse's own simulation of one run, recomputed from its artifacts. */
async function simulate(result: RunnerResult) {
  const artifacts = result.artifacts as unknown as Record<string, unknown>;
  const settings = result.lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    URL: artifacts.URL,
    settings,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const request = (metric: unknown) => (metric as Computed).request(data, context);
  return {
    tbt: await request(LanternTotalBlockingTime),
    fcp: await request(LanternFirstContentfulPaint),
    interactive: await request(LanternInteractive),
  };
}

function printRun(
  route: string,
  run: number,
  result: RunnerResult,
  simulated: Awaited<ReturnType<typeof simulate>>,
) {
  const { tbt, fcp, interactive } = simulated;
  // TBT is the mean of two estimates, each with its own window (see Lighthouse's lantern TBT).
  const windows = [
    {
      estimate: tbt.optimisticEstimate,
      from: fcp.pessimisticEstimate.timeInMs,
      to: interactive.optimisticEstimate.timeInMs,
    },
    {
      estimate: tbt.pessimisticEstimate,
      from: fcp.optimisticEstimate.timeInMs,
      to: interactive.pessimisticEstimate.timeInMs,
    },
  ];
  const reported = result.lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  console.info(
    `\n${route} run ${run}: TBT ${reported.toFixed(0)} ms, counted from first paint at ${windows[1]!.from.toFixed(0)} ms to interactive at ${windows[0]!.to.toFixed(0)}–${windows[1]!.to.toFixed(0)} ms (simulated)`,
  );
  console.info('  adds   simulated span     real  spent on');
  const rows = [...tbt.pessimisticEstimate.nodeTimings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration > blockingThresholdMs)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const adds =
      windows.reduce((sum, { estimate, from, to }) => {
        const own = estimate.nodeTimings.get(node);
        return sum + (own ? blockingTime(own, from, to) : 0);
      }, 0) / windows.length;
    const real = (node.event?.dur ?? 0) / 1000;
    console.info(
      `  ${`+${adds.toFixed(0)}`.padStart(4)}   ${`${timing.startTime.toFixed(0)}–${timing.endTime.toFixed(0)} ms`.padEnd(15)} ${`${real.toFixed(1)} ms`.padStart(8)}  ${describe(node) || '(no traced events)'}`,
    );
  }
}

const [runs = '3', ...given] = process.argv.slice(2);
const routes = given.length > 0 ? given : ['/', '/contact'];
const bench = await startBenchSite(path.resolve('dist'));
try {
  for (const route of routes) {
    for (let run = 1; run <= Number(runs); run += 1) {
      const result = await lighthouseRun(`http://localhost:${bench.port}${route}`);
      printRun(route, run, result, await simulate(result));
    }
  }
} finally {
  await bench.stop();
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildNode } from '../engine/build/node-build';
import { validateFiles } from '../engine/pages/validate-files';
import { writeGeneratedPages } from './generated-pages';

const run = promisify(execFile);
const COUNT = 1000;
const REPEATS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function repeated(task: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < REPEATS; index++) times.push(await timed(task));
  return times;
}

/**
 * Validation speed on generated pages shaped like real ones: in this process (the first
 * run, then the median of later ones), and `sitectl validate` of the folder as an operator
 * runs it, start-up included, with the compiled command line. Prints figures and the load
 * average (other work on the machine slows them); asserts nothing.
 */
export async function runValidationBench(root: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));
  try {
    await writeGeneratedPages(dir, COUNT);
    const pagesDir = path.join(root, 'pages');
    let problems = 0;
    const cpu = process.cpuUsage();
    const first = await timed(async () => {
      problems = (await validateFiles([dir], pagesDir, root)).problems.length;
    });
    const { user, system } = process.cpuUsage(cpu);
    const later = await repeated(() => validateFiles([dir], pagesDir, root));
    console.info(
      `\nValidation: ${COUNT} documents in ${seconds(first)} (CPU ${seconds((user + system) / 1000)}) = ${((COUNT * 1000) / first).toFixed(0)} documents/s (${problems} problems); later runs in this process: median ${seconds(median(later))}`,
    );

    await buildNode(root);
    const sitectl = (...args: string[]) =>
      run(process.execPath, [path.join(root, 'bin/sitectl.mjs'), ...args], { cwd: root });
    const validate = await repeated(() => sitectl('validate', dir));
    const help = await repeated(() => sitectl('--help'));
    const list = (times: number[]) => times.map(seconds).join(', ');
    console.info(
      `sitectl validate of ${COUNT} pages: median ${seconds(median(validate))} (${list(validate)})`,
    );
    console.info(`sitectl --help: median ${seconds(median(help))} (${list(help)})`);
    const load = loadavg().map((value) => value.toFixed(2));
    console.info(`Load average (1, 5, 15 min): ${load.join(', ')}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

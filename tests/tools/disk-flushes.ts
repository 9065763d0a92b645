import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded PostgreSQL's processes in a data directory: the postmaster and its children. */
export function databaseProcesses(dataDir: string): number[] {
  const lock = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const postmaster = Number(lock.split('\n')[0]);
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8');
  return [postmaster, ...children.trim().split(/\s+/).filter(Boolean).map(Number)];
}

const flushPattern = /(\d+\.\d+) (?:<\.\.\. )?(?:fsync|fdatasync)\(/g;
const flushTimes = (trace: string) => [...trace.matchAll(flushPattern)].map((m) => Number(m[1]));
const flushes = (trace: string) => flushTimes(trace).length;

/**
 * How many times the embedded database flushed a file to disk (fsync, fdatasync) while
 * `work` ran, counted by strace on all its processes (and any they start meanwhile).
 */
export async function countDiskFlushes(
  dataDir: string,
  work: () => Promise<void>,
): Promise<number> {
  return (await diskFlushTimes(dataDir, work)).length;
}

/**
 * When (seconds since the epoch, as strace's `-ttt` prints them) the embedded database began
 * each flush of a file to disk (fsync, fdatasync) while `work` ran.
 */
export async function diskFlushTimes(
  dataDir: string,
  work: () => Promise<void>,
): Promise<number[]> {
  const pids = databaseProcesses(dataDir);
  const strace = spawn(
    'strace',
    ['-f', '-ttt', '-e', 'trace=fsync,fdatasync', ...pids.flatMap((pid) => ['-p', String(pid)])],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let trace = '';
  strace.stderr.on('data', (chunk: Buffer) => (trace += chunk));
  // 'close', not 'exit': strace's last lines may still be in the pipe when it has exited.
  const ended = new Promise<number | null>((resolve) => strace.once('close', resolve));
  // A process that ended before strace reached it (a connection closing) flushes nothing later.
  const reached = () => (trace.match(/attached|PTRACE_SEIZE.*No such process/g) ?? []).length;
  for (const end = Date.now() + 10_000; reached() < pids.length;) {
    if (strace.exitCode !== null || Date.now() > end) {
      throw new Error(`strace could not attach to the database's processes:\n${trace}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const before = flushes(trace);
  try {
    await work();
  } finally {
    strace.kill('SIGINT');
    await ended;
  }
  return flushTimes(trace).slice(before);
}

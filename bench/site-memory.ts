import { readFile } from 'node:fs/promises';
import { databaseProcesses } from '../tests/tools/disk-flushes';

const kilobytes = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

async function processMemory(pid: number): Promise<{ rss: number; pss: number }> {
  const [status, rollup] = await Promise.all([
    readFile(`/proc/${pid}/status`, 'utf8'),
    readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => ''),
  ]);
  return { rss: kilobytes(status, 'VmRSS') / 1024, pss: kilobytes(rollup, 'Pss') / 1024 };
}

/**
 * What the site server and its embedded database hold in memory, in MB: resident (RSS,
 * which counts shared pages once per process, so it overstates the database) and
 * proportional (PSS, each shared page split between the processes that map it).
 */
export async function siteMemory(serverPid: number, dataDir: string) {
  const server = await processMemory(serverPid);
  const database = await Promise.all(databaseProcesses(dataDir).map(processMemory));
  const sum = (key: 'rss' | 'pss') => database.reduce((total, one) => total + one[key], 0);
  return {
    server,
    database: { processes: database.length, rss: sum('rss'), pss: sum('pss') },
    totalRss: server.rss + sum('rss'),
    totalPss: server.pss + sum('pss'),
  };
}

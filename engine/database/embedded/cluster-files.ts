import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The custom setting that names the process that started a cluster's postmaster. */
export const OWNER_SETTING = 'site.owner';

/** What a cluster's lock file says of the postmaster running on it. */
export interface RunningPostmaster {
  pid: number;
  /** The process that started it (`pid` or `pid.ticks`), from its command line. */
  owner: string | null;
}

const read = (file: string) => readFile(file, 'utf8').catch(() => null);

/**
 * The postmaster that `postmaster.pid` names, or null when the cluster has no lock file.
 * The file may name a process that has since died: PostgreSQL then starts anyway.
 */
export async function postmasterOf(clusterDir: string): Promise<RunningPostmaster | null> {
  const lock = await read(path.join(clusterDir, 'postmaster.pid'));
  const pid = Number(lock?.split('\n')[0]);
  if (!lock || !Number.isInteger(pid) || pid <= 0) return null;
  // postmaster.opts holds the command line of the last start: "-c" "site.owner=123.456".
  const options = (await read(path.join(clusterDir, 'postmaster.opts'))) ?? '';
  const owner = new RegExp(`"${OWNER_SETTING.replace('.', '\\.')}=([0-9.]+)"`).exec(options);
  return { pid, owner: owner?.[1] ?? null };
}

/** Whether a folder holds a PostgreSQL cluster that initdb finished. */
export async function isCluster(clusterDir: string): Promise<boolean> {
  return (await read(path.join(clusterDir, 'PG_VERSION'))) !== null;
}

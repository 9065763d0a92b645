import { readFileSync } from 'node:fs';

/**
 * When a process started, in clock ticks since boot (Linux), or null where the system
 * does not say. With its pid it names one process: a pid alone may be reused by another.
 */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as a value another process can check later: `pid` or `pid.ticks`. */
export function processIdentity(pid = process.pid): string {
  const ticks = startTicks(pid);
  return ticks === null ? String(pid) : `${pid}.${ticks}`;
}

/** The pid in an identity. */
export const pidOf = (identity: string): number => Number(identity.split('.')[0]);

/** Whether the process an identity names still runs (not merely a process with its pid). */
export function isRunning(identity: string): boolean {
  const [pidText, ticks] = identity.split('.');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  return ticks === undefined || startTicks(pid) === null || startTicks(pid) === ticks;
}

/** Whether a process with this pid runs (whichever it is). */
export { isAlive as isPidAlive };

/** A process's command line, or null where the system does not say (or it has ended). */
export function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

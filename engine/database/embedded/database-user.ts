import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A system user the database programs run as: its user and group ids. */
export interface DatabaseUser {
  name: string;
  uid: number;
  gid: number;
}

const SYSTEM_USER = 'postgres';

async function idsOf(name: string): Promise<DatabaseUser | null> {
  try {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, name])).stdout.trim())),
    );
    return { name, uid: uid!, gid: gid! };
  } catch {
    return null;
  }
}

/**
 * Who runs the embedded PostgreSQL: this process's own user, or, when that is root (which
 * PostgreSQL refuses), the system user `postgres`, made when the machine has none.
 * Resolves to null for "this process's user".
 */
export async function databaseUser(): Promise<DatabaseUser | null> {
  if (process.getuid?.() !== 0) return null;
  const existing = await idsOf(SYSTEM_USER);
  if (existing) return existing;
  try {
    await run('useradd', [
      ...['--system', '--user-group', '--no-create-home'],
      ...['--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
    ]);
  } catch (error) {
    throw new Error(
      `Running as root, the embedded database needs the system user "${SYSTEM_USER}" to run ` +
        `PostgreSQL, and making it failed: ${(error as Error).message.trim()}. Run the site as an ` +
        'ordinary user instead.',
      { cause: error },
    );
  }
  const made = await idsOf(SYSTEM_USER);
  if (!made) throw new Error(`The system user "${SYSTEM_USER}" was made but cannot be found.`);
  return made;
}

/**
 * Throws when `user` cannot reach `dir`: every folder above it must let others through
 * (PostgreSQL, run as another user than root, opens its files by their full path).
 */
export async function assertReachable(dir: string, user: DatabaseUser): Promise<void> {
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    const info = await stat(folder);
    const through =
      info.uid === user.uid
        ? info.mode & 0o100
        : info.gid === user.gid
          ? info.mode & 0o010
          : info.mode & 0o001;
    if (!through) {
      throw new Error(
        `Running as root, the embedded database runs PostgreSQL as the user "${user.name}", ` +
          `which cannot enter ${folder}. Run the site as an ordinary user, or set DATA_DIR to a ` +
          'folder that others may pass through (such as one under /srv or /var/lib).',
      );
    }
    if (path.dirname(folder) === folder) return;
  }
}

import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataInUseError } from '../database/data-in-use';
import { isRunning, pidOf, processIdentity } from '../database/embedded/process-identity';

/** The file that says which server holds a data directory. */
export const serverLockPath = (dataDir: string) => path.join(dataDir, 'server.lock');

/**
 * Makes this process the one site server of `dataDir`, whichever database it uses: the
 * embedded database refuses a second server by itself, but servers that share a
 * PostgreSQL database (`DATABASE_URL`) would otherwise share the data directory too, and
 * overwrite each other's `server.json` and backups. Refused with DataInUseError while the
 * process named in the lock runs; a lock left by a process that has ended is taken over.
 */
export async function holdServerLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = serverLockPath(dataDir);
  const identity = processIdentity();
  // Written whole beside the lock, then linked into place: the lock never exists half
  // written, and of two servers starting at once, exactly one link succeeds.
  const written = `${lock}.${randomUUID()}`;
  await writeFile(written, `${identity}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(written, lock);
        return {
          async release() {
            const holder = await readFile(lock, 'utf8').catch(() => '');
            if (holder.trim() === identity) await rm(lock, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = (await readFile(lock, 'utf8').catch(() => '')).trim();
      if (holder && isRunning(holder)) throw new DataInUseError(dataDir, pidOf(holder));
      // Left by a server that ended without stopping (kill -9, a power cut).
      await rm(lock, { force: true });
    }
    throw new DataInUseError(dataDir, null);
  } finally {
    await rm(written, { force: true });
  }
}

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Where the site keeps what it writes: `DATA_DIR`, or `.data/` in the working directory. */
export function resolveDataDir(env: Record<string, string | undefined>): string {
  return path.resolve(env.DATA_DIR?.trim() || '.data');
}

/** The embedded database's own folder inside the data directory. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Raised when another process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The database in ${dataDir} is open in another process. Stop it first, or, if it is the ` +
        'site server, run the command while it runs: it goes through the server.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Makes the data directory (readable only by this user) and takes the lock that keeps
 * a second process from opening the embedded database while one has it. Resolves to the
 * function that releases it. A lock left by a process that died goes stale in seconds.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const dir = embeddedDatabaseDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { default: lockfile } = await import('proper-lockfile');
  try {
    return await lockfile.lock(dir, { stale: 10_000, update: 2_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

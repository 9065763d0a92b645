import path from 'node:path';

/** Where the site keeps what it writes: `DATA_DIR`, or `.data/` in the working directory. */
export function resolveDataDir(env: Record<string, string | undefined>): string {
  return path.resolve(env.DATA_DIR?.trim() || '.data');
}

/** The embedded database's cluster inside the data directory. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'postgres');

/** Where earlier versions kept the embedded database (PGlite); moved on the first start. */
export const legacyPgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** The daily backups of the site's database. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

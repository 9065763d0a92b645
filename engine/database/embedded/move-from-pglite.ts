import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { backupFileName } from '../backup/backup-format';
import { backupToFile, openBackupFile } from '../backup/backup-files';
import { restoreFromBackup } from '../backup/restore-backup';
import { describeCounts } from '../backup/backup-tables';
import { backupsDir, legacyPgliteDir } from '../data-dir';
import { openPgliteDatabase } from '../pglite-database';
import type { InitialData, Migration } from '../schema';

/**
 * A data directory of an earlier version keeps its database in PGlite (`pglite/`). Its
 * rows become the new embedded PostgreSQL's initial data, through a backup file (kept in
 * `backups/`), and `done` moves the old folder aside once they are in.
 */
export async function initialDataFromPglite(
  dataDir: string,
  migrations: readonly Migration[],
  log: { info(message: string): void },
): Promise<(InitialData & { done(): Promise<string> }) | null> {
  const legacy = legacyPgliteDir(dataDir);
  if (!existsSync(path.join(legacy, 'PG_VERSION'))) return null;
  log.info(`Moving the site's data from the earlier embedded database in ${legacy}.`);
  const file = path.join(backupsDir(dataDir), backupFileName(new Date(), '-from-pglite'));
  const source = await openPgliteDatabase(legacy);
  try {
    await backupToFile(source, file);
  } finally {
    await source.close();
  }
  const restore = restoreFromBackup(await openBackupFile(file), migrations);
  return {
    ...restore,
    async done() {
      const aside = `${legacy}.moved-${new Date().toISOString().slice(0, 10)}`;
      await rename(legacy, aside);
      return `Moved ${describeCounts(restore.restored)} from PGlite (a copy is in ${file}; the old files are in ${aside}).`;
    },
  };
}

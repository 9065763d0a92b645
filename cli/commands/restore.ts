import type { Command } from 'commander';
import path from 'node:path';
import { resolveDataDir } from '../../engine/database/data-dir';
import { describeCounts } from '../../engine/database/backup/backup-tables';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp } from './command-help';
import { findRunningServer } from './running-server';
import { openCommandDatabase } from './site-data';

async function restore(
  file: string,
  options: { erasures?: string },
  io: CommandIo,
): Promise<number> {
  const dataDir = resolveDataDir(io.env);
  const { ERASURE_LOG_FILE, ErasureLogError, readErasureLog } =
    await import('../../engine/leads/privacy/erasure-log');
  const { openBackupFile } = await import('../../engine/database/backup/backup-files');
  const { BackupFileError } = await import('../../engine/database/backup/read-backup');
  const { restoreFromBackup } = await import('../../engine/database/backup/restore-backup');
  const { SiteDatabaseNotNewError } = await import('../../engine/site-stores/open-site-database');
  try {
    if (await findRunningServer(dataDir)) {
      io.stderr.write(
        `A site server runs on ${dataDir}. A restore fills a new, empty database: stop the server, ` +
          'point DATA_DIR (or DATABASE_URL) at a new place, restore, then start the server there.\n',
      );
      return Exit.usage;
    }
    const backup = await openBackupFile(file);
    // Erasures made since the backup: its leads of those addresses stay out.
    const erasureLog = options.erasures ?? path.join(path.dirname(file), ERASURE_LOG_FILE);
    const erasures = await readErasureLog(erasureLog);
    let restore: ReturnType<typeof restoreFromBackup> | undefined;
    const database = await openCommandDatabase(io.env, io.stderr, {
      initial: async (sql) => (restore = restoreFromBackup(backup, sql.migrations, erasures)),
    });
    const where = database.description;
    await database.close();
    io.stdout.write(`Restored ${describeCounts(restore?.restored ?? {})} into the ${where}.\n`);
    const forgotten = restore?.forgotten.leads ?? 0;
    io.stdout.write(
      erasures.length === 0
        ? `No erasure log at ${erasureLog}, so no erasure made after this backup was applied.\n`
        : `Applied ${erasures.length} erasure${erasures.length === 1 ? '' : 's'} from ${erasureLog}: ` +
            `left out ${forgotten} lead${forgotten === 1 ? '' : 's'} erased after this backup was made.\n`,
    );
    return Exit.ok;
  } catch (error) {
    io.stderr.write(`Nothing was restored: ${(error as Error).message}\n`);
    if (error instanceof BackupFileError || error instanceof ErasureLogError) return Exit.invalid;
    if (error instanceof SiteDatabaseNotNewError) return Exit.usage;
    return Exit.storeFailed;
  }
}

/** `sitectl restore FILE`: a backup into a new data directory or an empty database. */
export function createRestoreCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('restore', io)
    .description('Restore a backup made by `sitectl backup` into a new, empty database')
    .argument('<file>', 'the backup (site-backup-<time>.ndjson.gz)')
    .option(
      '--erasures <log>',
      'the erasure log whose erasures the restore honours (default: erasures.ndjson beside the backup)',
    )
    .addHelpText(
      'after',
      commandHelp({
        about:
          'Writes to DATABASE_URL, or the embedded database in DATA_DIR (default .data/), which must ' +
          'not hold the site yet: a new data directory, or an empty PostgreSQL database. Every ' +
          'service and lead comes back as it was (ids and times included), in one transaction. ' +
          'Leads of addresses erased after the backup was made (`sitectl leads erase`, the ' +
          'erasure log DATA_DIR/backups/erasures.ndjson) stay out. Stop the site server first; ' +
          'start it on the restored data afterwards.',
        exitCodes: {
          0: 'restored',
          1: 'the file is not a whole backup of this site',
          2: 'wrong arguments, a server running, or a database that is not new',
          3: 'the database failed',
        },
        examples: [
          'DATA_DIR=/srv/site/data sitectl restore site-backup-2026-11-27T03-00-00Z.ndjson.gz',
        ],
      }),
    )
    .action(
      exitWithResult(io, (file: string, options: { erasures?: string }) =>
        restore(file, options, io),
      ),
    );
}

import type { Command } from 'commander';
import path from 'node:path';
import { backupFileName, type BackupCounts } from '../../engine/database/backup/backup-format';
import { describeCounts } from '../../engine/database/backup/backup-tables';
import { resolveDataDir } from '../../engine/database/data-dir';
import { Exit, createDataCommand, exitWithResult, processIo, type CommandIo } from './command-io';
import { commandHelp, siteDatabase, wrongArgumentsOrNoDatabase } from './command-help';
import { findRunningServer } from './running-server';
import { failedOpeningExitCode, openCommandDatabase } from './site-data';

/** Reads a whole backup file back, so a cut-off copy is caught now, not at a restore. */
async function checkBackupFile(file: string): Promise<BackupCounts> {
  const { openBackupFile } = await import('../../engine/database/backup/backup-files');
  const backup = await openBackupFile(file);
  let counts: BackupCounts = {};
  for await (const entry of backup.entries) if (entry.kind === 'end') counts = entry.counts;
  return counts;
}

async function backup(fileArgument: string | undefined, io: CommandIo): Promise<number> {
  const file = path.resolve(fileArgument ?? backupFileName(new Date()));
  const dataDir = resolveDataDir(io.env);
  const files = await import('../../engine/database/backup/backup-files');
  try {
    const running = await findRunningServer(dataDir);
    if (running) {
      const response = await running.client.backupStream();
      await files.saveBackupStream(response as AsyncIterable<Uint8Array>, file);
    } else {
      const database = await openCommandDatabase(io.env, io.stderr, { mustExist: true });
      try {
        await files.backupToFile(database.db, file);
      } finally {
        await database.close();
      }
    }
  } catch (error) {
    io.stderr.write(`No backup was written: ${(error as Error).message}\n`);
    return failedOpeningExitCode(error);
  }
  try {
    const counts = await checkBackupFile(file);
    io.stdout.write(`${file}\n`);
    io.stderr.write(`Backed up ${describeCounts(counts)}.\n`);
    return Exit.ok;
  } catch (error) {
    io.stderr.write(`The backup in ${file} is not whole: ${(error as Error).message}\n`);
    return Exit.storeFailed;
  }
}

/** `sitectl backup [FILE]`: a consistent backup of the site's database, while it runs. */
export function createBackupCommand(io: CommandIo = processIo()): Command {
  return createDataCommand('backup', io)
    .description("Write a consistent backup of the site's database (services and leads)")
    .argument('[file]', 'where to write it; by default site-backup-<time>.ndjson.gz here')
    .addHelpText(
      'after',
      commandHelp({
        about:
          `Reads ${siteDatabase}, so visitors are served meanwhile. The file is gzip-compressed ` +
          'JSON lines; `sitectl restore` reads it. It is written beside its name and renamed when whole.',
        exitCodes: {
          0: 'written',
          2: wrongArgumentsOrNoDatabase,
          3: 'the database could not be read or the file not written',
        },
        examples: ['sitectl backup', 'sitectl backup /srv/backups/site.ndjson.gz'],
      }),
    )
    .action(exitWithResult(io, (file: string | undefined) => backup(file, io)));
}

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { SqlDatabase } from '../sql-database';
import { BACKUP_FILE_PATTERN, backupFileName, type BackupCounts } from './backup-format';
import { openBackup, type OpenedBackup } from './read-backup';
import { writeBackup } from './write-backup';

/** Flushes a file, or a folder's entries, to disk. */
async function sync(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `file` through `produce`, which writes its lines to a gzip stream: first into a
 * temporary file beside it, flushed to disk, then renamed into place, so a crash never
 * leaves half a backup under the real name.
 */
async function writeGzipFile<T>(
  file: string,
  produce: (write: (line: string) => Promise<void>) => Promise<T>,
): Promise<{ result: T; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(temporary, { mode: 0o600 }));
  try {
    const write = async (line: string) => {
      if (!gzip.write(line)) await once(gzip, 'drain');
    };
    const result = await produce(write);
    gzip.end();
    await written;
    await sync(temporary);
    await rename(temporary, file);
    await sync(path.dirname(file));
    return { result, bytes: (await stat(file)).size };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes a consistent backup of `db` to `file`; resolves to its row counts and size. */
export async function backupToFile(
  db: SqlDatabase,
  file: string,
): Promise<{ counts: BackupCounts; bytes: number }> {
  const { result, bytes } = await writeGzipFile(file, (write) => writeBackup(db, write));
  return { counts: result, bytes };
}

/** Copies a backup arriving as a stream (from the site server) to `file`, the same way. */
export async function saveBackupStream(
  source: AsyncIterable<Uint8Array>,
  file: string,
): Promise<{ bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.partial`;
  try {
    await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
    await sync(temporary);
    await rename(temporary, file);
    await sync(path.dirname(file));
    return { bytes: (await stat(file)).size };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Opens a backup file for reading. */
export function openBackupFile(file: string): Promise<OpenedBackup> {
  return openBackup(createReadStream(file), file);
}

/** Deletes the oldest backups in `dir` beyond the newest `keep`; resolves to what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old.map((name) => path.join(dir, name));
}

/**
 * Deletes the backups in `dir` written before `before` (by the time in their names), as the
 * leads' retention period asks; resolves to what it deleted.
 */
export async function pruneBackupsBefore(dir: string, before: Date): Promise<string[]> {
  const cut = backupFileName(before);
  const old = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_FILE_PATTERN.test(name) && name < cut)
    .sort();
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old.map((name) => path.join(dir, name));
}

/** When the newest backup in `dir` was written, or null when it holds none. */
export async function newestBackupTime(dir: string): Promise<number | null> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  const newest = names.at(-1);
  return newest ? (await stat(path.join(dir, newest))).mtimeMs : null;
}

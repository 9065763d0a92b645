import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupCounts,
  type BackupHeader,
} from './backup-format';
import { isBackedUpTable, type BackedUpTable } from './backup-tables';

/** A backup that cannot be read: where, and what is wrong. */
export class BackupFileError extends Error {
  constructor(file: string, line: number | null, problem: string) {
    super(`${file}${line === null ? '' : `, line ${line}`}: ${problem}`);
    this.name = 'BackupFileError';
  }
}

/** One entry of a backup after its first line, with the line it came from. */
export type BackupEntry = { line: number } & (
  | { kind: 'table'; table: BackedUpTable }
  | { kind: 'row'; row: Record<string, unknown> }
  | { kind: 'end'; counts: BackupCounts }
);

export interface OpenedBackup {
  file: string;
  header: BackupHeader;
  entries: AsyncGenerator<BackupEntry>;
}

// No line of a backup comes near this (a lead holds at most 64 KiB): a longer one is not a
// backup, and is not held in memory whole.
const MAX_LINE = 8 * 1024 * 1024;

async function* linesOf(source: AsyncIterable<Buffer>, file: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending = '';
  let number = 0;
  try {
    for await (const chunk of source) {
      pending += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = pending.indexOf('\n')) !== -1) {
        number += 1;
        yield pending.slice(0, end);
        pending = pending.slice(end + 1);
      }
      if (pending.length > MAX_LINE) {
        throw new BackupFileError(file, number + 1, 'a line longer than any backup holds');
      }
    }
    pending += decoder.decode();
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const problem = (error as { code?: string }).code?.startsWith('Z_')
      ? 'not a gzip-compressed backup, or cut off'
      : `not readable (${(error as Error).message})`;
    throw new BackupFileError(file, null, problem);
  }
  if (pending !== '')
    throw new BackupFileError(file, number + 1, 'cut off in the middle of a line');
}

function parseLine(text: string, file: string, line: number): [string, unknown] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupFileError(file, line, 'not a line of a backup (not JSON)');
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string') {
    throw new BackupFileError(file, line, 'not a line of a backup');
  }
  return parsed as [string, unknown];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readHeader(value: unknown, file: string): BackupHeader {
  const header = isObject(value) ? value : {};
  if (header.format !== BACKUP_FORMAT) {
    throw new BackupFileError(file, 1, `not a backup of this site (format "${BACKUP_FORMAT}")`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      file,
      1,
      `backup format version ${String(header.version)} is not known here`,
    );
  }
  const migrations = header.migrations;
  if (
    !Array.isArray(migrations) ||
    !migrations.every((m) => typeof m === 'string' && /^\d+$/.test(m))
  ) {
    throw new BackupFileError(file, 1, 'the list of migrations is missing or malformed');
  }
  return header as unknown as BackupHeader;
}

/**
 * Opens a backup from a stream of its bytes: reads and checks its first line, and gives
 * the rest as entries, each checked as it is read. A file cut off anywhere is an error.
 */
export async function openBackup(source: Readable, file: string): Promise<OpenedBackup> {
  const lines = linesOf(source.pipe(createGunzip()), file);
  const first = await lines.next();
  if (first.done) throw new BackupFileError(file, null, 'empty');
  const [kind, value] = parseLine(first.value, file, 1);
  if (kind !== 'backup') throw new BackupFileError(file, 1, 'not a backup of this site');
  const header = readHeader(value, file);

  async function* entries(): AsyncGenerator<BackupEntry> {
    let line = 1;
    let ended = false;
    for await (const text of lines) {
      line += 1;
      if (ended) throw new BackupFileError(file, line, 'lines after the end of the backup');
      const [entryKind, entryValue] = parseLine(text, file, line);
      if (entryKind === 'table') {
        if (typeof entryValue !== 'string' || !isBackedUpTable(entryValue)) {
          throw new BackupFileError(file, line, `unknown table ${JSON.stringify(entryValue)}`);
        }
        yield { line, kind: 'table', table: entryValue };
      } else if (entryKind === 'row' && isObject(entryValue)) {
        yield { line, kind: 'row', row: entryValue };
      } else if (entryKind === 'end' && isObject(entryValue)) {
        ended = true;
        yield { line, kind: 'end', counts: entryValue as BackupCounts };
      } else {
        throw new BackupFileError(file, line, 'not a line of a backup');
      }
    }
    if (!ended) throw new BackupFileError(file, null, `cut off after line ${line}: no end line`);
  }
  return { file, header, entries: entries() };
}

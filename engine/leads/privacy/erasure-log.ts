import { createHash } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The erasure log: one line per erasure, `{"email_hash":"…","erased_at":"…"}`, kept beside
 * the backups (`DATA_DIR/backups/erasures.ndjson`). A backup holds the leads of its day; the
 * log, written before each erasure and never pruned with the backups, lets a restore of any
 * older backup leave the erased leads out again. It holds no address, only its hash.
 */
export const ERASURE_LOG_FILE = 'erasures.ndjson';

export interface ErasureLogEntry {
  email_hash: string;
  erased_at: string;
}

/** The hash an erasure keeps: SHA-256 of the address trimmed and in lower case (intake.email_hash). */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

/** Adds an erasure to the log and flushes it to disk before it resolves. */
export async function appendErasure(file: string, entry: ErasureLogEntry): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.write(`${JSON.stringify(entry)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class ErasureLogError extends Error {}

const HASH = /^[0-9a-f]{64}$/;

/** The log's entries; none when there is no log. A line that is not an entry is an error. */
export async function readErasureLog(file: string): Promise<ErasureLogEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let entry: Partial<ErasureLogEntry> = {};
      try {
        entry = JSON.parse(line) as Partial<ErasureLogEntry>;
      } catch {
        // Reported below with the line's number.
      }
      const { email_hash: hash, erased_at: at } = entry;
      if (typeof hash !== 'string' || !HASH.test(hash) || Number.isNaN(Date.parse(String(at)))) {
        throw new ErasureLogError(
          `${file}:${number}: not an erasure (a line {"email_hash": 64 hex digits, "erased_at": a time})`,
        );
      }
      return { email_hash: hash, erased_at: new Date(String(at)).toISOString() };
    });
}

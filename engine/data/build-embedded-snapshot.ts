import type { PGlite } from '@electric-sql/pglite';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openEmbeddedDatabase } from './embedded-db';
import { loadEmbeddedSqlFromFiles } from './embedded-sql-files';

// The write-ahead log segment still holds every record initdb wrote (a third of
// the compressed snapshot). Switching to a fresh, zero-filled segment and
// checkpointing, with recycling off so the old segment is deleted rather than
// kept for reuse, leaves a log that compresses to almost nothing.
async function dropWrittenWal(db: PGlite): Promise<void> {
  await db.exec('set wal_recycle = off');
  await db.query('select pg_switch_wal()');
  await db.exec('checkpoint');
}

/**
 * Builds the seeded embedded database in Node and writes it to `outFile` as a
 * gzipped PGlite data directory, which the browser unpacks on first start
 * instead of running initdb, the migrations and the seed itself. Resolves to
 * the size written, in bytes.
 */
export async function buildEmbeddedSnapshot(outFile: string): Promise<number> {
  const db = await openEmbeddedDatabase({ sql: loadEmbeddedSqlFromFiles() });
  try {
    await dropWrittenWal(db);
    const snapshot = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await mkdir(dirname(outFile), { recursive: true });
    await writeFile(outFile, snapshot);
    return snapshot.byteLength;
  } finally {
    await db.close();
  }
}

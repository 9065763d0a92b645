import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openEmbeddedDatabase } from './embedded-db';
import { loadEmbeddedSqlFromFiles } from './embedded-sql-files';

/**
 * Builds the seeded embedded database in Node and writes it to `outFile` as a
 * gzipped PGlite data directory, which the browser unpacks on first start
 * instead of running the migrations and seed itself. Resolves to the size in bytes.
 */
export async function buildEmbeddedSnapshot(outFile: string): Promise<number> {
  const db = await openEmbeddedDatabase({ sql: loadEmbeddedSqlFromFiles() });
  try {
    const snapshot = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await mkdir(dirname(outFile), { recursive: true });
    await writeFile(outFile, snapshot);
    return snapshot.byteLength;
  } finally {
    await db.close();
  }
}

import type { PGlite } from '@electric-sql/pglite';
import { bundledEmbeddedSql } from './embedded-sql-bundled';
import { openEmbeddedDatabase } from './embedded-db';
import { EMBEDDED_DATABASE_NAME, storedDatabaseExists } from './embedded-presence';
import { EMBEDDED_SNAPSHOT_PATH, snapshotBlob } from './embedded-snapshot';

async function fetchSnapshot(): Promise<Blob | undefined> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${EMBEDDED_SNAPSHOT_PATH}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return snapshotBlob(await response.arrayBuffer());
  } catch (error) {
    console.warn('The ready-made service database could not be loaded; building it here.', error);
    return undefined;
  }
}

/**
 * Opens the visitor's own service database, kept in IndexedDB. On first start
 * it unpacks the snapshot the build made (fast), and falls back to running the
 * migrations and seed when the snapshot cannot be fetched or loaded.
 */
export async function openBrowserDatabase(): Promise<PGlite> {
  const sql = bundledEmbeddedSql();
  const dataDir = `idb://${EMBEDDED_DATABASE_NAME}`;
  const snapshot = (await storedDatabaseExists()) ? undefined : await fetchSnapshot();
  if (!snapshot) return openEmbeddedDatabase({ dataDir, sql });
  try {
    return await openEmbeddedDatabase({ dataDir, sql, loadDataDir: snapshot });
  } catch (error) {
    // Also the path when the browser could not say whether a database was
    // stored and one was: PGlite refuses to unpack a snapshot over it.
    console.warn('The service database snapshot was not used; opening without it.', error);
    return openEmbeddedDatabase({ dataDir, sql });
  }
}

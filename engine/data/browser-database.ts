import type { PGlite } from '@electric-sql/pglite';
import { bundledEmbeddedSql } from './embedded-sql-bundled';
import { openEmbeddedDatabase } from './embedded-db';
import { EMBEDDED_SNAPSHOT_PATH } from './embedded-snapshot';

const DATABASE_NAME = 'crew-site';
// PGlite's IndexedDB file system names its database after its mount point.
const INDEXED_DB_NAME = `/pglite/${DATABASE_NAME}`;

/** Whether the visitor's browser already holds the database; undefined when it cannot tell. */
async function storedDatabaseExists(): Promise<boolean | undefined> {
  if (typeof indexedDB.databases !== 'function') return undefined;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === INDEXED_DB_NAME);
  } catch {
    return undefined;
  }
}

async function fetchSnapshot(): Promise<Blob | undefined> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${EMBEDDED_SNAPSHOT_PATH}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.blob();
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
  const dataDir = `idb://${DATABASE_NAME}`;
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

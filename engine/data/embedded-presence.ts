/** The name of the visitor's embedded service database. */
export const EMBEDDED_DATABASE_NAME = 'crew-site';
// PGlite's IndexedDB file system names its database after its mount point.
const INDEXED_DB_NAME = `/pglite/${EMBEDDED_DATABASE_NAME}`;

/**
 * Whether this browser already holds the embedded database; undefined when it cannot
 * tell. Cheap and free of PGlite, so a page can ask before deciding to download it.
 */
export async function storedDatabaseExists(): Promise<boolean | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function')
    return undefined;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === INDEXED_DB_NAME);
  } catch {
    return undefined;
  }
}

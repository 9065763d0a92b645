/**
 * Where the build puts the ready-made embedded database (a gzipped
 * `dumpDataDir` tarball), relative to the site root; the browser fetches it
 * from the same place on first start.
 */
export const EMBEDDED_SNAPSHOT_PATH = 'assets/embedded-db.tar.gz';

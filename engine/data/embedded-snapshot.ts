/**
 * Where the build puts the ready-made embedded database (a gzipped
 * `dumpDataDir` tarball), relative to the site root; the browser fetches it
 * from the same place on first start.
 */
export const EMBEDDED_SNAPSHOT_PATH = 'assets/embedded-db.tar.gz';

/**
 * The fetched snapshot as a Blob PGlite can load. PGlite decides whether to
 * gunzip by the Blob's type, and a host that serves `.gz` files with
 * `Content-Encoding: gzip` makes fetch hand back the tar already unpacked, so
 * the type is read from the bytes rather than from the response.
 */
export function snapshotBlob(bytes: ArrayBuffer): Blob {
  const [first, second] = new Uint8Array(bytes.slice(0, 2));
  const gzipped = first === 0x1f && second === 0x8b;
  return new Blob([bytes], { type: gzipped ? 'application/gzip' : 'application/x-tar' });
}

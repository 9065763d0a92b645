import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A new temporary folder that other users may pass through (not list): run as root, the
 * embedded database runs PostgreSQL as the `postgres` user, which must reach a data
 * directory made inside it.
 */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

import { randomBytes } from 'node:crypto';
import type { SqlDatabase } from '../../database/sql-database';

/**
 * The site's signing key of this name: made at random the first time it is asked for (the
 * first server to ask wins; the others read its key), then the same for good.
 */
export async function signingKey(db: SqlDatabase, name: string): Promise<Buffer> {
  await db.query(
    `insert into site_server.signing_keys (name, key) values ($1, $2)
     on conflict (name) do nothing`,
    [name, randomBytes(32)],
  );
  const [row] = await db.query<{ key: Uint8Array }>(
    'select key from site_server.signing_keys where name = $1',
    [name],
  );
  if (!row) throw new Error(`The signing key ${name} could not be read back.`);
  return Buffer.from(row.key);
}

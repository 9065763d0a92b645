import { hostname } from 'node:os';
import pg from 'pg';
import { DataInUseError } from './data-in-use';
import type { DatabaseLog } from './database-log';
import { clientConfig, type PostgresConnection } from './postgres-database';

// One number for "the site's data": PostgreSQL advisory locks are per database.
const OWNER_LOCK = 72_401_127;
const RETRY_MS = 2_000;

async function lockHolder(client: pg.Client): Promise<{ pid: number | null; name: string }> {
  const { rows } = await client.query<{ name: string | null }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.objid = $1 and l.granted limit 1`,
    [OWNER_LOCK],
  );
  const name = rows[0]?.name ?? '';
  const pid = /pid (\d+)/.exec(name)?.[1];
  return { pid: pid ? Number(pid) : null, name };
}

async function connect(connection: PostgresConnection, name: string): Promise<pg.Client> {
  const client = new pg.Client({ ...clientConfig(connection), application_name: name });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Holds the site's data in a PostgreSQL database for this process, with a session-level
 * advisory lock on a connection of its own. Site servers hold it `shared`: several may
 * serve one database, each told of the others' changes by the database. A sitectl command
 * that opens the database itself holds it alone, so it is refused while any server runs
 * (and a server while it runs) before it changes anything. PostgreSQL releases the lock
 * when this process ends, however it ends. A connection lost while the database restarts
 * is made again and the lock taken back.
 */
export async function holdDatabase(
  connection: PostgresConnection,
  where: string,
  log: DatabaseLog,
  { shared = false }: { shared?: boolean } = {},
): Promise<{ release(): Promise<void> }> {
  const name = `crew-site pid ${process.pid} on ${hostname()}`.slice(0, 63);
  let client = await connect(connection, name);
  const tryLock = shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const take = async (target: pg.Client) => {
    const { rows } = await target.query<{ locked: boolean }>(`select ${tryLock}($1) as locked`, [
      OWNER_LOCK,
    ]);
    return rows[0]?.locked === true;
  };
  if (!(await take(client))) {
    const holder = await lockHolder(client).catch(() => ({ pid: null, name: '' }));
    await client.end().catch(() => undefined);
    throw new DataInUseError(where, holder.pid);
  }
  let released = false;
  const watch = (target: pg.Client) => {
    target.once('end', () => {
      if (released) return;
      log.error(`Lost the connection that holds ${where}; taking it again.`);
      void retake();
    });
  };
  const retake = async (): Promise<void> => {
    while (!released) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      try {
        const next = await connect(connection, name);
        if (await take(next)) {
          client = next;
          watch(next);
          log.info(`Holding ${where} again.`);
          return;
        }
        await next.end();
        log.error(`Another process now holds ${where}; trying again.`);
      } catch {
        // The database is still away; try again.
      }
    }
  };
  watch(client);
  return {
    async release() {
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}

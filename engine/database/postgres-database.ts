import pg from 'pg';
import type { ListenEvents, SqlDatabase, SqlQueryable } from './sql-database';

function queryable(target: pg.Pool | pg.ClientBase): SqlQueryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

/** Where a PostgreSQL server is: a connection string, or node-postgres's settings. */
export type PostgresConnection = string | pg.ClientConfig;

/** node-postgres's settings for a connection string or settings. */
export const clientConfig = (connection: PostgresConnection): pg.ClientConfig =>
  typeof connection === 'string' ? { connectionString: connection } : connection;

/**
 * LISTENs on a client of its own (a pooled one would be handed back and closed when
 * idle). TCP keep-alive notices a peer that went away without a word.
 */
async function listenOn(
  connection: PostgresConnection,
  channel: string,
  events: ListenEvents,
): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({
    ...clientConfig(connection),
    application_name: `crew-site listener pid ${process.pid}`,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Only a connection that was listening can be lost; a failed start rejects instead.
  let listening = false;
  const lost = (error: Error) => {
    if (!listening) return;
    listening = false;
    events.lost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('The connection ended.')));
  client.on('notification', (message) => {
    if (message.channel === channel) events.notified();
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  listening = true;
  return {
    async close() {
      listening = false;
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * A PostgreSQL server through a node-postgres pool, e.g. `postgres://user@host:5432/site`.
 * Idle connections close after half a minute, so a quiet site holds few.
 */
export async function openPostgresDatabase(
  connection: PostgresConnection,
  { max = 10 }: { max?: number } = {},
): Promise<SqlDatabase> {
  const pool = new pg.Pool({
    ...clientConfig(connection),
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // Timestamps leave the database as text in the session's time zone (to_jsonb). In UTC
    // they read as PGlite's and PostgREST's do, whatever zone the server is set to.
    onConnect: async (client) => {
      await client.query('set time zone utc');
    },
  });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', (error) => console.error('A database connection failed:', error.message));
  // Nor may a checked-out one: the pool listens only to idle clients, and an 'error' with
  // no listener ends the process. Every client keeps this listener for its whole life and
  // remembers its failure, so a transaction that lost it discards it rather than return it.
  const failures = new WeakMap<pg.PoolClient, Error>();
  pool.on('connect', (client) => {
    client.on('error', (error) => failures.set(client as pg.PoolClient, error));
  });
  // Fail now, with the server's own message, rather than at the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  client.release();
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const connection = await pool.connect();
      // Set when the connection can no longer be trusted: the pool then closes it.
      let broken: Error | undefined;
      try {
        await connection.query('begin');
        const result = await work(queryable(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw error;
      } finally {
        connection.release(failures.get(connection) ?? broken);
      }
    },
    async onFreshConnection(work) {
      const fresh = new pg.Client({
        ...clientConfig(connection),
        application_name: `crew-site probe pid ${process.pid}`,
        connectionTimeoutMillis: 2_000,
      });
      // A connection lost here fails the work, and never the process.
      fresh.on('error', () => undefined);
      try {
        await fresh.connect();
        await fresh.query('set time zone utc');
        return await work(queryable(fresh));
      } finally {
        await fresh.end().catch(() => undefined);
      }
    },
    listen: (channel, events) => listenOn(connection, channel, events),
    close: () => pool.end(),
  };
}

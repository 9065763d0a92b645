/** What runs SQL: a whole database, or one transaction on it. */
export interface SqlQueryable {
  /** One statement with `$1`-style parameters; resolves to its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
}

/** What a LISTEN reports: each notification, and the end of its connection. */
export interface ListenEvents {
  notified(): void;
  /** The connection ended: nothing more arrives until `listen` is called again. */
  lost(error: Error): void;
}

/**
 * The site's database, whichever Postgres it is: embedded PGlite in a data directory,
 * or a PostgreSQL server. Everything above this port is written once for both.
 */
export interface SqlDatabase extends SqlQueryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on a connection opened for it and closed after: what a new request would
   * meet, where pooled connections may still work on files opened long ago.
   */
  onFreshConnection<T>(work: (connection: SqlQueryable) => Promise<T>): Promise<T>;
  /** LISTENs on `channel`, on a connection of its own; resolves once listening. */
  listen(channel: string, events: ListenEvents): Promise<{ close(): Promise<void> }>;
  close(): Promise<void>;
}

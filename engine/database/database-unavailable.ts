/**
 * Whether an error means the database cannot do its work right now, rather than that the
 * request was wrong: its connection was lost (a restart, a failover, a killed backend), it
 * is starting or shutting down, it is out of disk or another resource, or its files cannot
 * be written. Such a request may succeed if tried again in a few seconds; nothing of it
 * was stored. Looks through `cause`, as stores wrap what the database said.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let seen = 0, at = error; at && seen < 5; seen++) {
    if (typeof at !== 'object') return false;
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

// SQLSTATE classes 08 (connection exception), 53 (insufficient resources: disk full, out
// of memory, too many connections), 58 (system error: I/O), 57P0x (the server shuts down,
// crashed, or is starting), 25006 (a read-only standby after a failover); and the socket
// errors Node reports for a server that went away, never came, or whose socket it may
// not open (a data directory made unwritable).
const UNAVAILABLE_CODE =
  /^(08\w{3}|53\w{3}|58\w{3}|57P0[1-3]|25006|ECONNREFUSED|ECONNRESET|EPIPE|ENOENT|EACCES|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/;

// node-postgres's own words when a connection ends under it or cannot be had.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

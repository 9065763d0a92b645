import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
// Fields every line has, or that the short form shows otherwise.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

/** One JSON log line as a person reads it: `10:45:02 INFO  [req] message key=value`. */
export function humanLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = entry.reqId ? `[${String(entry.reqId).slice(0, 8)}] ` : '';
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const error = entry.err as { stack?: string } | undefined;
  return [
    `${time} ${level} ${request}${String(entry.msg ?? '')}${extra ? `  ${extra}` : ''}`,
    ...(error?.stack ? [error.stack] : []),
  ].join('\n');
}

/** Writes pino's JSON lines to a terminal in the short form. */
function terminalStream(out: NodeJS.WriteStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`${humanLine(line)}\n`);
      done();
    },
  });
}

/**
 * The server's logger: JSON lines on standard output (what journald, Docker and log
 * shippers read), or a short form when the output is a terminal. Structured fields, the
 * request id on every line of a request, nothing below `level`.
 */
export function createSiteLogger(
  level: LogLevel,
  out: NodeJS.WriteStream & { fd: number } = process.stdout,
): Logger {
  return pino(
    { level, base: { pid: process.pid } },
    out.isTTY ? terminalStream(out) : pino.destination({ dest: out.fd, sync: true }),
  );
}

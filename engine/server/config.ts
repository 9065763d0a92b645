import proxyAddr from '@fastify/proxy-addr';
import { resolveDistDir } from '../build/build-layout';
import { resolveDataDir } from '../database/data-dir';
import { projectRoot } from '../project-root';

export { projectRoot };

/** Whom the server believes about a request's client address, host and scheme. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  distDir: string;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Which proxies' X-Forwarded-* headers count (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The origin visitors use (`https://www.techcrew.ae`); absent: http://localhost:port. */
  publicUrl: string | undefined;
  /** Form submissions accepted per client address per minute. */
  leadsPerMinute: number;
  logLevel: LogLevel;
  /** How many daily backups to keep in DATA_DIR/backups; 0 makes none. */
  backupKeep: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, not "${value}".`);
  }
  return parsed;
}

/**
 * TRUST_PROXY: unset for none; a number of proxy hops in front (`1`, and `true` meaning
 * one); or the addresses and CIDR ranges of the proxies (`127.0.0.1`, `10.0.0.0/8,::1`,
 * or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Never "everyone".
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  const hops = text === 'true' ? 1 : /^\d+$/.test(text) ? Number(text) : null;
  // The nearest `hops` addresses are proxies, whatever they are: the server must be
  // reachable only through them.
  if (hops !== null) return (_address, hop) => hop < hops;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `TRUST_PROXY lists "${entry}", which is not an address, a CIDR range (10.0.0.0/8) or one ` +
          'of loopback, linklocal, uniquelocal. Give the proxies in front of the server, or a ' +
          'number of hops.',
      );
    }
  }
  return entries;
}

/** PUBLIC_URL as an origin (`https://www.techcrew.ae`), or an error naming what is wrong. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    url = new URL('invalid:');
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname.replace(/\/+$/, '') !== '' ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `PUBLIC_URL must be the address visitors use, such as https://www.techcrew.ae (no path), not "${text}".`,
    );
  }
  return url.origin;
}

function logLevel(value: string | undefined): LogLevel {
  const text = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(text)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`);
  }
  return text as LogLevel;
}

/** The server's settings from its environment; an unusable value is an error at start. */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = integer(env.PORT, 4173, 'PORT');
  if (port > 65535) throw new Error(`PORT must be at most 65535, not ${port}.`);
  return {
    distDir: resolveDistDir(projectRoot, env),
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolveDataDir(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    leadsPerMinute: integer(env.LEADS_PER_MINUTE, 10, 'LEADS_PER_MINUTE'),
    logLevel: logLevel(env.LOG_LEVEL),
    backupKeep: integer(env.BACKUP_KEEP, 14, 'BACKUP_KEEP'),
  };
}

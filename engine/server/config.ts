import { resolveDistDir } from '../build/build-layout';
import { resolveDataDir } from '../database/data-dir';
import { projectRoot } from '../project-root';

export { projectRoot };

export interface ServerConfig {
  distDir: string;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Trust X-Forwarded-* from a reverse proxy (client address, https). */
  trustProxy: boolean;
  /** The address people use, for the printed admin link; defaults to http://localhost:port. */
  publicUrl: string | undefined;
  /** Form submissions accepted per client address per minute. */
  leadsPerMinute: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, not "${value}".`);
  }
  return parsed;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    leadsPerMinute: integer(env.LEADS_PER_MINUTE, 10, 'LEADS_PER_MINUTE'),
  };
}

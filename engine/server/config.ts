import proxyAddr from '@fastify/proxy-addr';
import { resolveDistDir } from '../build/build-layout';
import { resolveDataDir } from '../database/data-dir';
import type { NotifySettings } from '../leads/notify/notify-settings';
import { DEFAULT_RETENTION, type RetentionDays } from '../leads/privacy/retention';
import { projectRoot } from '../schema/project-root';

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
  /** Sooner than this after its page was shown, a form with a link in its answers is spam. */
  leadMinSeconds: number;
  /**
   * How many days leads (LEAD_RETENTION_DAYS, 730) and spam (SPAM_RETENTION_DAYS, 30) are
   * kept; older ones, and backups older than the leads' period, are deleted daily.
   */
  retention: RetentionDays;
  /** Email (SMTP_URL, LEAD_EMAIL_TO) and webhook (LEAD_WEBHOOK_*) notifications of leads. */
  notify: Omit<NotifySettings, 'publicUrl'>;
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

const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

function emailList(value: string | undefined, name: string): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = list.find((entry) => !EMAIL.test(entry));
  if (wrong) throw new Error(`${name} lists "${wrong}", which is not an email address.`);
  return list;
}

/**
 * SMTP_URL with LEAD_EMAIL_TO (and LEAD_EMAIL_FROM), LEAD_WEBHOOK_URL with
 * LEAD_WEBHOOK_SECRET: each channel where it is configured whole, an error where half.
 */
export function parseNotify(env: Record<string, string | undefined>): ServerConfig['notify'] {
  const notify: ServerConfig['notify'] = {};
  const smtpUrl = env.SMTP_URL?.trim();
  const to = emailList(env.LEAD_EMAIL_TO, 'LEAD_EMAIL_TO');
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = new URL('invalid:');
    }
    if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      throw new Error('SMTP_URL must look like smtps://user:password@mail.example.com:465.');
    }
    const user = decodeURIComponent(url.username);
    const from =
      env.LEAD_EMAIL_FROM?.trim() ||
      `Website leads <${EMAIL.test(user) ? user : `leads@${url.hostname}`}>`;
    notify.email = { smtpUrl, to, from };
  } else if (to.length > 0) {
    throw new Error('LEAD_EMAIL_TO needs SMTP_URL, the mail server that sends the emails.');
  }
  const webhookUrl = env.LEAD_WEBHOOK_URL?.trim();
  const secret = env.LEAD_WEBHOOK_SECRET?.trim() ?? '';
  if (webhookUrl) {
    if (!/^https?:\/\/[^/]/.test(webhookUrl)) {
      throw new Error(`LEAD_WEBHOOK_URL must be an http(s) address, not "${webhookUrl}".`);
    }
    if (secret.length < 16) {
      throw new Error(
        'LEAD_WEBHOOK_SECRET must be set, at least 16 characters, with LEAD_WEBHOOK_URL.',
      );
    }
    notify.webhook = { url: webhookUrl, secret };
  } else if (secret) {
    throw new Error('LEAD_WEBHOOK_SECRET needs LEAD_WEBHOOK_URL, where the leads go.');
  }
  return notify;
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
    leadMinSeconds: integer(env.LEAD_MIN_SECONDS, 2, 'LEAD_MIN_SECONDS'),
    retention: {
      leads: integer(env.LEAD_RETENTION_DAYS, DEFAULT_RETENTION.leads, 'LEAD_RETENTION_DAYS'),
      spam: integer(env.SPAM_RETENTION_DAYS, DEFAULT_RETENTION.spam, 'SPAM_RETENTION_DAYS'),
    },
    notify: parseNotify(env),
  };
}

import type { NotificationChannel } from '../lead-notifications';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A destination is paused after this many failed attempts in a row. */
export const PAUSE_AFTER_FAILURES = 3;
/** The first pause; each one after it, when the try that ends it fails too, is twice as long. */
export const FIRST_PAUSE_MS = 30 * SECOND;
/** The longest pause. */
export const LONGEST_PAUSE_MS = 60 * MINUTE;

/**
 * How a destination whose notifications failed stands, as staff and `sitectl` see it. A
 * destination that has not failed since its last success has no such record.
 */
export interface DestinationHealth {
  channel: NotificationChannel;
  /** The webhook's URL, or the mail server (`smtp://host:port`). */
  destination: string;
  /** Failed attempts in a row since its last success. */
  failures: number;
  last_error: string | null;
  last_failed_at: string | null;
  /** When the first pause since its last success began; null when it was never paused. */
  paused_since: string | null;
  /** Its deliveries wait until then; past, the next try decides. */
  paused_until: string | null;
  /** Deliveries of it that wait to be sent. */
  waiting: number;
}

/** `paused`: nothing is sent to it until `paused_until`; `resuming`: the next try decides. */
export type DestinationState = 'failing' | 'paused' | 'resuming';

export function destinationState(health: DestinationHealth, now: Date): DestinationState {
  if (health.paused_since === null || health.paused_until === null) return 'failing';
  return new Date(health.paused_until) > now ? 'paused' : 'resuming';
}

/**
 * The mail server of SMTP_URL as a destination: its scheme, host and port, never its
 * user or password. Every email goes through it, whoever it is addressed to.
 */
export function mailServerDestination(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'smtp: (SMTP_URL is not set)';
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

/** The receiver a delivery goes to: its webhook URL, or the mail server for any email. */
export function destinationOf(
  delivery: { channel: NotificationChannel; target: string },
  mailServer: string,
): string {
  return delivery.channel === 'email' ? mailServer : delivery.target;
}

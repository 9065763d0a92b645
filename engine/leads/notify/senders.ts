import nodemailer from 'nodemailer';
import type { Delivery } from '../stores/sql-delivery-store';
import type { LeadEmail } from './lead-email';
import { webhookSignature } from './lead-webhook';
import type { NotifySettings } from './notify-settings';
import { PER_DESTINATION } from './delivery-lanes';

/** What one attempt to deliver said: whether it was taken, and the other side's words. */
export interface SendResult {
  ok: boolean;
  outcome: string;
  /**
   * The receiver answered and refused this one message for good (a mail server that will
   * not take its address): it is not tried again, and the receiver counts as working, so an
   * address a visitor mistyped never pauses the email to staff.
   */
  refused?: boolean;
}

/** An SMTP error that refuses every recipient for good (5xx to RCPT TO), per nodemailer. */
function refusesRecipients(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    command === 'RCPT TO'
  );
}

/**
 * Sends one delivery. `signal` aborts when the attempt's time is up (attempt-deadline.ts):
 * the sender stops what it was doing, so the connection it held is free again.
 */
export type Send = (delivery: Delivery, signal: AbortSignal) => Promise<SendResult>;

/** What a sender may keep open: at most `connections` at once to one receiver. */
export interface SenderOptions {
  connections: number;
}

// Each phase's own limit; the whole attempt's is the worker's (ATTEMPT_DEADLINE_MS).
const PHASE_TIMEOUT_MS = 10_000;

/** Sends lead emails through SMTP_URL's server (nodemailer), reusing its connections. */
function emailSender(
  email: NonNullable<NotifySettings['email']>,
  { connections }: SenderOptions,
): Send & { close(): void } {
  const transport = nodemailer.createTransport({
    url: email.smtpUrl,
    pool: true,
    maxConnections: connections,
    // A connection sends this many messages before it is closed and opened afresh.
    maxMessages: 1000,
    connectionTimeout: PHASE_TIMEOUT_MS,
    greetingTimeout: PHASE_TIMEOUT_MS,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const send: Send = async (delivery, signal) => {
    const message = delivery.payload as unknown as LeadEmail;
    // nodemailer drops a queued message whose signal aborts, or closes the connection
    // sending it; the types it is published with do not name the option yet.
    const mail: Parameters<typeof transport.sendMail>[0] & { signal: AbortSignal } = {
      from: email.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      signal,
    };
    try {
      const info = await transport.sendMail(mail);
      return { ok: true, outcome: String(info.response ?? 'accepted') };
    } catch (error) {
      const outcome = (error as Error).message;
      return refusesRecipients(error)
        ? { ok: false, outcome, refused: true }
        : { ok: false, outcome };
    }
  };
  return Object.assign(send, { close: () => transport.close() });
}

/** POSTs a lead's JSON, signed, with the lead's id as its Idempotency-Key. */
function webhookSender(webhook: NonNullable<NotifySettings['webhook']>): Send {
  return async (delivery, signal) => {
    const body = String(delivery.payload.body);
    try {
      const response = await fetch(delivery.target, {
        method: 'POST',
        redirect: 'error',
        signal,
        headers: {
          'Content-Type': 'application/json',
          'X-Signature-256': webhookSignature(webhook.secret, body),
          'Idempotency-Key': delivery.lead_id,
          'User-Agent': 'crew-site lead webhook',
        },
        body,
      });
      const said = (await response.text().catch(() => '')).slice(0, 200);
      return { ok: response.ok, outcome: `HTTP ${response.status}${said ? `: ${said}` : ''}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { ok: false, outcome: `${(error as Error).message}${cause ? ` (${cause})` : ''}` };
    }
  };
}

/** A sender per configured channel; a channel no longer configured fails its deliveries. */
export function createSenders(
  settings: Omit<NotifySettings, 'publicUrl'>,
  options: SenderOptions = { connections: PER_DESTINATION },
) {
  const email = settings.email ? emailSender(settings.email, options) : null;
  const webhook = settings.webhook ? webhookSender(settings.webhook) : null;
  const unconfigured =
    (channel: string): Send =>
    async () => ({
      ok: false,
      outcome: `No ${channel} is configured on this server any more.`,
    });
  return {
    email: email ?? unconfigured('mail server (SMTP_URL)'),
    webhook: webhook ?? unconfigured('webhook (LEAD_WEBHOOK_URL)'),
    /** Closes the mail server connections kept open between emails. */
    close: () => email?.close(),
  } satisfies Record<Delivery['channel'], Send> & { close(): void };
}

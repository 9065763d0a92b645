import nodemailer from 'nodemailer';
import type { Delivery } from '../../database/delivery-repository';
import type { LeadEmail } from '../../leads/notify/lead-email';
import { webhookSignature } from '../../leads/notify/lead-webhook';
import type { NotifySettings } from '../../leads/notify/notify-settings';

/** What one attempt to deliver said: whether it was taken, and the other side's words. */
export interface SendResult {
  ok: boolean;
  outcome: string;
}

export type Send = (delivery: Delivery) => Promise<SendResult>;

const TIMEOUT_MS = 10_000;

/** Sends lead emails through SMTP_URL's server (nodemailer), reusing its connections. */
function emailSender(email: NonNullable<NotifySettings['email']>): Send & { close(): void } {
  const transport = nodemailer.createTransport({
    url: email.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const send: Send = async (delivery) => {
    const message = delivery.payload as unknown as LeadEmail;
    try {
      const info = await transport.sendMail({
        from: email.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
      return { ok: true, outcome: String(info.response ?? 'accepted') };
    } catch (error) {
      return { ok: false, outcome: (error as Error).message };
    }
  };
  return Object.assign(send, { close: () => transport.close() });
}

/** POSTs a lead's JSON, signed, with the lead's id as its Idempotency-Key. */
function webhookSender(webhook: NonNullable<NotifySettings['webhook']>): Send {
  return async (delivery) => {
    const body = String(delivery.payload.body);
    try {
      const response = await fetch(delivery.target, {
        method: 'POST',
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
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
export function createSenders(settings: Omit<NotifySettings, 'publicUrl'>) {
  const email = settings.email ? emailSender(settings.email) : null;
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

import type { Lead } from '../lead';
import { leadEmail } from './lead-email';
import { webhookBody } from './lead-webhook';
import type { NotifySettings } from './notify-settings';

/** One notification to queue for a lead, as the outbox stores it. */
export interface OutboxEntry {
  channel: 'email' | 'webhook';
  target: string;
  payload: Record<string, unknown>;
}

/**
 * The notifications a new lead queues: an email to the form's own recipients (`notify:`)
 * or else LEAD_EMAIL_TO, and a webhook, each where configured. Spam queues nothing.
 */
export function outboxEntries(
  lead: Lead,
  formRecipients: readonly string[] | undefined,
  settings: NotifySettings,
): OutboxEntry[] {
  if (lead.status === 'spam') return [];
  const entries: OutboxEntry[] = [];
  const to = formRecipients && formRecipients.length > 0 ? [...formRecipients] : settings.email?.to;
  if (settings.email && to && to.length > 0) {
    const email = leadEmail(lead, to, settings.publicUrl);
    entries.push({ channel: 'email', target: to.join(', '), payload: { ...email } });
  }
  if (settings.webhook) {
    entries.push({
      channel: 'webhook',
      target: settings.webhook.url,
      payload: { body: webhookBody(lead) },
    });
  }
  return entries;
}

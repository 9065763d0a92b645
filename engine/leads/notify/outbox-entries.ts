import type { DeliveryKind, NotificationChannel } from '../lead-notifications';
import type { Lead } from '../lead';
import type { FormDefinition } from '../../forms/form-types';
import {
  autoReplyEmail,
  type AutoReply,
  type AutoReplyWords,
  type ReplyLanguage,
} from './auto-reply';
import { isReplyAddress, leadEmail } from './lead-email';
import { webhookBody } from './lead-webhook';
import type { NotifySettings } from './notify-settings';

/** One notification to queue for a lead, as the outbox stores it. */
export interface OutboxEntry {
  channel: NotificationChannel;
  target: string;
  payload: Record<string, unknown>;
  /** `notify` when absent. */
  kind?: DeliveryKind;
}

/** A form's automatic reply, with the words and language of the page it was sent from. */
export interface VisitorReply {
  reply: AutoReply;
  words: AutoReplyWords;
  language: ReplyLanguage;
  /** Links the reply's body names, such as `{download}`, the file its form gave. */
  links?: Readonly<Record<string, string>>;
}

/** The automatic reply of a form, if it has one, in the language of the page it is on. */
export function visitorReplyOf(
  form: Pick<FormDefinition, 'autoReply'>,
  page: {
    site: { forms: { autoReply: AutoReplyWords } };
    locale: { code: string; dir: 'ltr' | 'rtl' };
  },
): VisitorReply | undefined {
  if (!form.autoReply) return undefined;
  return {
    reply: form.autoReply,
    words: page.site.forms.autoReply,
    language: { lang: page.locale.code, dir: page.locale.dir },
  };
}

/** Where the site server sends notifications, as outbox.targets keeps it for the database. */
export interface OutboxTarget {
  channel: OutboxEntry['channel'];
  /** LEAD_EMAIL_TO's addresses, comma separated (maybe none), or LEAD_WEBHOOK_URL. */
  target: string;
}

/** The channels these settings deliver through, for public.submit_lead to queue. */
export function outboxTargets(settings: Omit<NotifySettings, 'publicUrl'>): OutboxTarget[] {
  return [
    ...(settings.email
      ? [{ channel: 'email' as const, target: settings.email.to.join(', ') }]
      : []),
    ...(settings.webhook ? [{ channel: 'webhook' as const, target: settings.webhook.url }] : []),
  ];
}

/**
 * What a notification of a lead sends: the email to `target`'s addresses, or the webhook's
 * body. Made once and stored with the delivery, so every retry sends the same bytes.
 */
export function outboxPayload(
  channel: OutboxEntry['channel'],
  target: string,
  lead: Lead,
  publicUrl: string,
): Record<string, unknown> {
  if (channel === 'email') return { ...leadEmail(lead, target.split(', '), publicUrl) };
  return { body: webhookBody(lead) };
}

/**
 * The notifications a new lead queues: an email to the form's own recipients (`notify:`)
 * or else LEAD_EMAIL_TO, and a webhook, each where configured; and where the form has an
 * automatic reply and email is configured, that reply to the visitor's address. Spam
 * queues nothing.
 */
export function outboxEntries(
  lead: Lead,
  formRecipients: readonly string[] | undefined,
  settings: NotifySettings,
  visitorReply?: VisitorReply,
): OutboxEntry[] {
  if (lead.status === 'spam') return [];
  const to = formRecipients && formRecipients.length > 0 ? [...formRecipients] : settings.email?.to;
  const targets: OutboxTarget[] = [];
  if (settings.email && to && to.length > 0)
    targets.push({ channel: 'email', target: to.join(', ') });
  if (settings.webhook) targets.push({ channel: 'webhook', target: settings.webhook.url });
  const entries: OutboxEntry[] = targets.map(({ channel, target }) => ({
    channel,
    target,
    payload: outboxPayload(channel, target, lead, settings.publicUrl),
  }));
  if (visitorReply && settings.email && isReplyAddress(lead.email)) {
    const { reply, words, language, links } = visitorReply;
    const email = autoReplyEmail(lead, reply, words, language, to ?? [], settings.publicUrl, links);
    entries.push({
      channel: 'email',
      target: lead.email,
      kind: 'auto-reply',
      payload: { ...email },
    });
  }
  return entries;
}

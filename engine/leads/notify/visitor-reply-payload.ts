import { formFor, type FormSource } from '../intake/lead-intake';
import type { Lead } from '../lead';
import type { NotifySettings } from './notify-settings';
import { outboxEntries, visitorReplyOf } from './outbox-entries';

/**
 * The automatic reply of a lead public.submit_lead stored (Supabase), which queues it
 * unmade: its form's autoReply as the site declares it now, in the language of the lead's
 * page, made as the site server makes it for a lead it stores. Null when the form no longer
 * answers its visitors (or the lead could not be answered).
 */
export async function visitorReplyPayload(
  build: FormSource,
  lead: Lead,
  settings: NotifySettings,
): Promise<Record<string, unknown> | null> {
  const form = await formFor(build, lead.page, lead.form);
  const reply = form && visitorReplyOf(form, build.entry.siteOfPath(lead.page));
  if (!form || !reply) return null;
  const entry = outboxEntries({ ...lead, status: 'new' }, form.notify, settings, reply).find(
    ({ kind }) => kind === 'auto-reply',
  );
  return entry?.payload ?? null;
}

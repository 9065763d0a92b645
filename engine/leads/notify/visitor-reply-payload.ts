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
  const made = form && visitorReplyOf(form, build.entry.siteOfPath(lead.page));
  if (!form || !made) return null;
  // Supabase has no server to give a file through a signed link: a form that gives one
  // links back to its page, never to a file, and never leaves `{download}` unfilled.
  const reply = form.download
    ? { ...made, links: { download: new URL(lead.page, settings.publicUrl).href } }
    : made;
  const entry = outboxEntries({ ...lead, status: 'new' }, form.notify, settings, reply).find(
    ({ kind }) => kind === 'auto-reply',
  );
  return entry?.payload ?? null;
}

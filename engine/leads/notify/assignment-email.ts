import { headerText, isolatedText } from '../visitor-text';
import { leadSender } from '../lead-format';
import type { LeadAtSending } from '../stores/sql-delivery-store';
import { htmlValue, leadEmail, type LeadEmail } from './lead-email';

/**
 * The email that tells a staff member a lead is theirs now: who gave it to them, then the
 * lead as the email of a new one shows it, with its link to the dashboard; replies go to the
 * visitor. Made at its first attempt, so it shows the lead as it is then.
 */
export function assignmentEmail(
  found: Pick<LeadAtSending, 'lead' | 'assignedBy'>,
  to: string,
  publicUrl: string,
  /** Tells two such emails about one lead apart, and a retry of one the same. */
  deliveryId: string,
): LeadEmail {
  const { lead, assignedBy } = found;
  const intro = assignedBy
    ? {
        text: `${isolatedText(assignedBy)} gave you this lead to follow up.`,
        html: `${htmlValue(assignedBy)} gave you this lead to follow up.`,
      }
    : { text: 'This lead is yours to follow up.', html: 'This lead is yours to follow up.' };
  const email = leadEmail(lead, [to], publicUrl, intro);
  const host = new URL(publicUrl).hostname;
  return {
    ...email,
    subject: `A lead for you from the ${headerText(lead.form)} form: ${headerText(leadSender(lead, 'A visitor'))}`,
    messageId: `<lead-${lead.id}-assigned-${deliveryId}@${host}>`,
  };
}

/**
 * The payload of an `assigned` delivery to `to`: its email, or null when the lead has been
 * given to someone else since (or to nobody): there is nothing to tell them any more.
 */
export function assignmentPayload(
  found: LeadAtSending,
  to: string,
  publicUrl: string,
  deliveryId: string,
): Record<string, unknown> | null {
  if (found.ownerAddress?.toLowerCase() !== to.toLowerCase()) return null;
  return { ...assignmentEmail(found, to, publicUrl, deliveryId) };
}

import type { LeadField } from '../lead';

/** A person needs at least this long to fill a form in (LEAD_MIN_SECONDS). */
export const FASTEST_HUMAN_MS = 2_000;
/** More links than this in the answers is what spam looks like, not an enquiry. */
const MOST_LINKS = 2;
// Scripts the site's readers write in: a body mostly in another is spam aimed elsewhere.
const WRITTEN_IN_SITE_SCRIPTS = /[\p{Script=Latin}\p{Script=Arabic}]/gu;
const LETTERS = /\p{L}/gu;
const LINKS = /\bhttps?:\/\/|\bwww\./gi;

export interface SpamEvidence {
  /** The hidden field a person never sees was filled in. */
  trapFilled: boolean;
  /** How long after its page was shown it was sent, when the browser said (a signed ticket). */
  elapsedMs: number | null;
  /** The form's ticket came with an earlier submission: one ticket sent again and again. */
  ticketReused?: boolean;
  /** Faster than this is a machine; FASTEST_HUMAN_MS unless the server says otherwise. */
  fastestHumanMs?: number;
  fields: readonly LeadField[];
}

/**
 * Why a submission looks sent by a machine, or null when it looks like a person's: the
 * hidden field filled in, a form's ticket sent again, many links, or written mostly in a
 * script the site's readers do not use. Speed alone never decides: a visitor whose browser
 * fills a short form in at once is quick too. Sent faster than a person reads a page, it
 * is spam only with a link in the answers. Such a lead is stored apart as spam, never
 * dropped, and the visitor sees the usual confirmation.
 */
export function spamReason({
  trapFilled,
  elapsedMs,
  ticketReused = false,
  fastestHumanMs = FASTEST_HUMAN_MS,
  fields,
}: SpamEvidence): string | null {
  if (trapFilled) return 'The hidden field was filled in.';
  if (ticketReused) return "The form's ticket came with an earlier submission.";
  const text = fields
    .map((field) => (typeof field.value === 'string' ? field.value : ''))
    .join('\n');
  const links = text.match(LINKS)?.length ?? 0;
  if (links > MOST_LINKS) return `${links} links in the answers.`;
  if (elapsedMs !== null && elapsedMs < fastestHumanMs && links > 0) {
    return `Sent ${(elapsedMs / 1000).toFixed(1)} s after the page was shown, with a link in the answers.`;
  }
  const letters = text.match(LETTERS)?.length ?? 0;
  const ours = text.match(WRITTEN_IN_SITE_SCRIPTS)?.length ?? 0;
  if (letters >= 20 && ours / letters < 0.5)
    return 'Written mostly in a script the site does not use.';
  return null;
}

import { answerWithConsent, formatReceived, isSitePath, leadSender } from '../lead-format';
import { escapeHtml } from '../../text/escape-html';
import type { Lead } from '../lead';
import { LEAD_SOURCE_KEYS } from '../../forms/lead-source';
import { findUnsafeCharacter } from '../../schema/safe-text';
import { headerText, isolatedText, shownText } from '../visitor-text';

/** An email about one lead, as the outbox keeps it and the worker sends it. */
export interface LeadEmail {
  to: string[];
  /** The visitor, so a reply goes to them; absent when the form asks no email. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a mail client shows a repeated delivery once. */
  messageId: string;
}

const WORDS = {
  yes: 'Yes',
  no: 'No',
  noAnswer: 'Not answered',
  consentVersion: '(wording version {version})',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address a header may carry: shaped like one, with nothing in it that reorders or hides. */
export const isReplyAddress = (email: string | null): email is string =>
  email !== null && EMAIL.test(email) && findUnsafeCharacter(email) === null;

/** The link that opens the lead in the staff dashboard. */
export const leadLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin?lead=${encodeURIComponent(id)}`;

// A visitor's words in the HTML: text, never markup, each isolated, its controls made visible.
export const htmlValue = (text: string) => `<bdi>${escapeHtml(shownText(text))}</bdi>`;

/**
 * The email that tells staff of a lead: the form and the visitor in the subject, every
 * answer with the label the visitor saw, the page it was sent from, where the visitor came
 * from, and a link to the lead in /admin; replies go to the visitor. What the visitor sent is
 * shown as visitor-text.ts says: controls made visible, each value isolated in the body, and
 * no bidirectional control in the Subject, which a mail client shows as it is.
 */
export function leadEmail(
  lead: Lead,
  to: string[],
  publicUrl: string,
  /** A sentence before the lead, as text and as HTML, for an email about it later. */
  intro?: { text: string; html: string },
): LeadEmail {
  const sender = leadSender(lead, 'A visitor');
  const received = `${formatReceived(lead.created_at)} (Dubai time)`;
  const answers = lead.fields.map((field) => [
    shownText(field.label),
    answerWithConsent(field, WORDS),
  ]);
  const source = LEAD_SOURCE_KEYS.filter((key) => lead.source[key]).map((key) => [
    key,
    lead.source[key]!,
  ]);
  const link = leadLink(publicUrl, lead.id);
  const pageUrl = isSitePath(lead.page) ? `${publicUrl}${lead.page}` : lead.page;
  const language = `in ${languageName(lead.locale)}`;
  const form = shownText(lead.form);
  const opening = `${isolatedText(sender)} sent the ${form} form on ${isolatedText(lead.page)} ${language}, ${received}.`;
  const text = [
    ...(intro ? [intro.text, ''] : []),
    opening,
    '',
    ...answers.map(([label, answer]) => `${label}: ${isolatedText(answer!)}`),
    '',
    ...(source.length > 0
      ? ['Where they came from:', ...source.map(([k, v]) => `  ${k}: ${isolatedText(v!)}`), '']
      : []),
    `Open it in the dashboard: ${link}`,
    '',
  ].join('\n');
  const rows = (pairs: string[][]) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label!)}</th>` +
          `<td style="padding:4px 0;white-space:pre-wrap">${htmlValue(value!)}</td></tr>`,
      )
      .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...(intro ? [`<p>${intro.html}</p>`] : []),
    `<p>${htmlValue(sender)} sent the <strong>${escapeHtml(form)}</strong> form on ` +
      `<a href="${escapeHtml(pageUrl)}">${htmlValue(lead.page)}</a> ${escapeHtml(language)}, ${escapeHtml(received)}.</p>`,
    `<table>${rows(answers)}</table>`,
    source.length > 0 ? `<p>Where they came from:</p><table>${rows(source)}</table>` : '',
    `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
    '</body></html>',
  ].join('\n');
  const host = new URL(publicUrl).hostname;
  return {
    to,
    ...(isReplyAddress(lead.email) ? { replyTo: lead.email } : {}),
    subject: `New lead from the ${headerText(lead.form)} form: ${headerText(sender)}`,
    text,
    html,
    messageId: `<lead-${lead.id}@${host}>`,
  };
}

/** A language code in English words for staff: ar is Arabic; an unknown code stays as it is. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

import { SITE_TIME_ZONE, sortableSiteTime } from '../locale/site-time';
import { fillIn } from '../text/fill-in';
import type { Lead, LeadField } from './lead';

const dubai = { timeZone: SITE_TIME_ZONE, hourCycle: 'h23' } as const;
const readable = new Map<string, Intl.DateTimeFormat>();
const readableIn = (language: string) => {
  let format = readable.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      ...dubai,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    readable.set(language, format);
  }
  return format;
};
const parse = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * "26 Nov 2026, 14:05" in Dubai time, in `language` (an `Intl` locale; the staff dashboard
 * passes its page's, "26 نوفمبر 2026، 14:05" in ar-AE).
 */
export function formatReceived(timestamp: string, language = 'en-GB'): string {
  const date = parse(timestamp);
  return date ? readableIn(language).format(date) : timestamp;
}

/** "2026-11-26 14:05" in Dubai time, which spreadsheets read and sort as a date. */
export const sortableReceived = sortableSiteTime;

/** The form's readable name from the YAML's `formLabels`, or its own name. */
export function formLabel(labels: Readonly<Record<string, string>>, form: string): string {
  return Object.hasOwn(labels, form) ? labels[form]! : form;
}

/** Who sent the lead: their name, else their email, else the word for an anonymous visitor. */
export function leadSender(lead: Pick<Lead, 'name' | 'email'>, anonymous: string): string {
  return lead.name?.trim() || lead.email?.trim() || anonymous;
}

/** An answer as text: a checkbox as Yes or No, an empty answer as "Not answered". */
export function answerText(
  value: LeadField['value'],
  words: { yes: string; no: string; noAnswer: string },
): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return value.trim() === '' ? words.noAnswer : value;
}

/**
 * Whether the page a lead was sent from is a path of this site, so it can be a link. The
 * path comes from the visitor's browser: anything else (`//host`, `javascript:`) stays text.
 */
export function isSitePath(page: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(page);
}

/**
 * An answer as `answerText` words it, and for a consent box the version of the wording the
 * visitor agreed to or not: "Yes (wording version 3f2a9c1b0e4d)".
 */
export function answerWithConsent(
  field: Pick<LeadField, 'value' | 'consent'>,
  words: { yes: string; no: string; noAnswer: string; consentVersion: string },
): string {
  const answer = answerText(field.value, words);
  const version = field.consent?.version;
  return version ? `${answer} ${fillIn(words.consentVersion, { version })}` : answer;
}

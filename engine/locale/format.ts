import { SITE_TIME_ZONE } from './site-time';

/** The `Intl` locale staff screens write with when the page names none. */
const defaultLanguage = 'en-AE';

/** One formatter per language and kind, made the first time it is asked for. */
function cached<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const dateFormat = cached(
  (language) =>
    new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: SITE_TIME_ZONE,
    }),
);
const timeFormat = cached(
  (language) =>
    new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SITE_TIME_ZONE,
    }),
);
const clockFormat = cached(
  (language) =>
    new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Dubai',
    }),
);
const numberFormat = cached((language) => new Intl.NumberFormat(language));

const parse = (value: string) => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+04:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * "18 Nov 2024" for a date (2024-11-18) or a timestamp, in Dubai time, in `language`
 * (an `Intl` locale: "18 نوفمبر 2024" in ar-AE).
 */
export function formatDate(value: string, language = defaultLanguage): string {
  const date = parse(value);
  return date ? dateFormat(language).format(date) : value;
}

/** "18 Nov, 14:05": a day and a time on a 24-hour clock, in Dubai time like every other. */
export function formatDayAndTime(value: string, language = defaultLanguage): string {
  const date = parse(value);
  return date ? timeFormat(language).format(date) : value;
}

/** "14:05:30" in Dubai time: a moment within the next hour, to the second. */
export function formatClock(value: string, language = defaultLanguage): string {
  const date = parse(value);
  return date ? clockFormat(language).format(date) : value;
}

/** "12,847". */
export function formatNumber(value: number, language = defaultLanguage): string {
  return numberFormat(language).format(value);
}

/** Today's date in Dubai as YYYY-MM-DD. */
export function todayInDubai(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: SITE_TIME_ZONE });
}

// Messages of every kind, the site's words and the errors' alike, are filled in by one function.
export { fillIn } from '../text/fill-in';

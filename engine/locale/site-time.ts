/**
 * The site's time zone: every time staff and operators read (the dashboard, emails, CSV
 * files, sitectl) is in it, whatever zone their browser or server is set to.
 */
export const SITE_TIME_ZONE = 'Asia/Dubai';

/** Its name in words, for a column or a line that says which time it shows. */
export const SITE_TIME_NAME = 'Dubai';

const sortable = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-11-26 14:05" in the site's time zone, which people and spreadsheets sort alike. */
export function sortableSiteTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const part = Object.fromEntries(sortable.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

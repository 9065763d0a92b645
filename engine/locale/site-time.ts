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

const withSeconds = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the site's clock is ahead of UTC at `instant`, in milliseconds. */
function siteOffsetMs(instant: number): number {
  const part = Object.fromEntries(
    withSeconds.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day,
    part.hour,
    part.minute,
    part.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall-clock time in the site's time zone, as a date-and-time field gives it
 * ("2026-11-30T09:00"), as an ISO instant; null when it is no such time.
 */
export function siteTimeToIso(local: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  // Twice: the offset at the guess, where a change of clocks may fall between the two.
  const guess = wall - siteOffsetMs(wall);
  return new Date(wall - siteOffsetMs(guess)).toISOString();
}

/** An instant as a date-and-time field shows it in the site's time zone: "2026-11-30T09:00". */
export function isoToSiteTime(iso: string): string {
  return sortableSiteTime(iso).replace(' ', 'T');
}

import type { PurgeCut } from './person-data';

const DAY_MS = 24 * 3_600_000;

/** How long leads are kept: LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS. */
export interface RetentionDays {
  leads: number;
  spam: number;
}

export const DEFAULT_RETENTION: RetentionDays = { leads: 730, spam: 30 };

/** The purge cut for a retention period, counted back from `now`. */
export function retentionCut(days: RetentionDays, now = Date.now()): PurgeCut {
  return {
    leadsBefore: new Date(now - days.leads * DAY_MS),
    spamBefore: new Date(now - days.spam * DAY_MS),
  };
}

/**
 * An age such as "90d" (days; "12w" weeks, "0d" now) as a number of days, or null when it
 * is not one.
 */
export function parseAge(text: string): number | null {
  const match = /^(\d{1,5})([dw])$/.exec(text.trim());
  if (!match) return null;
  const days = Number(match[1]) * (match[2] === 'w' ? 7 : 1);
  return days <= 36_500 ? days : null;
}

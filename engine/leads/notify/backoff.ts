const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** How long after each failed attempt the next comes: soon at first, then every 6 hours. */
const RETRY_AFTER = [10 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR];
const THEN_EVERY = 6 * HOUR;
/** A notification still failing this long after its lead arrived is given up. */
export const GIVE_UP_AFTER = 3 * 24 * HOUR;

/**
 * When to try a notification again after `attempts` failed ones, or null to give up: 10 s,
 * 30 s, 2 min, 10 min, 1 h, then every 6 h until 3 days after the lead arrived.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = RETRY_AFTER[attempts - 1] ?? THEN_EVERY;
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER ? null : next;
}

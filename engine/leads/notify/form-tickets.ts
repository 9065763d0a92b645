import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A ticket older than this says nothing: a form left open for a day is a fresh start. */
const TICKET_LIFE_MS = 24 * 60 * 60 * 1000;
/** The longest a browser may say its page has been shown: a tab left open is a fresh start. */
export const LONGEST_SHOWN_MS = 30 * 60 * 1000;
/** The most tickets remembered as sent; the oldest are forgotten first. */
const MOST_REMEMBERED = 100_000;

/** What a submission's ticket says. */
export interface TicketReading {
  /** How long ago a genuine ticket was issued, in ms; null for anything else. */
  elapsedMs: number | null;
  /** A genuine ticket that came with an earlier submission that was stored. */
  reused: boolean;
}

/**
 * Tickets a form asks for when a visitor starts on it: the time the page was shown to the
 * visitor (the browser says how long ago, up to half an hour), signed, so a submission says
 * how long the visitor had without the browser being able to shorten it. A ticket
 * from before a restart, older than a day, or none (a browser without JavaScript), says
 * nothing. Each ticket is good for one stored submission: one taken by a machine and
 * sent again and again shows as reused (the form asks for a new one after each send).
 */
export function formTickets(now: () => number = Date.now) {
  const key = randomBytes(32);
  const sign = (stamp: string) => createHmac('sha256', key).update(stamp).digest('base64url');
  const sent = new LRUCache<string, true>({ max: MOST_REMEMBERED, ttl: TICKET_LIFE_MS });

  const genuineAge = (ticket: unknown): number | null => {
    if (typeof ticket !== 'string' || ticket.length > 100) return null;
    const [stamp = '', signature = ''] = ticket.split('.');
    const expected = Buffer.from(sign(stamp));
    const given = Buffer.from(signature);
    if (!/^\d{13}$/.test(stamp) || given.length !== expected.length) return null;
    if (!timingSafeEqual(given, expected)) return null;
    const age = Math.max(0, now() - Number(stamp));
    return age < TICKET_LIFE_MS ? age : null;
  };

  return {
    /** A ticket dated `shownMs` before now: when the browser says the page was shown. */
    issue(shownMs = 0): string {
      const back = Number.isFinite(shownMs) ? Math.min(Math.max(0, shownMs), LONGEST_SHOWN_MS) : 0;
      const stamp = String(Math.round(now() - back));
      return `${stamp}.${sign(stamp)}`;
    },
    /**
     * Reads a submission's ticket and marks it sent, so the next submission with it reads
     * as reused; `giveBack` undoes that when the submission was not stored after all.
     */
    take(ticket: unknown): TicketReading {
      const elapsedMs = genuineAge(ticket);
      if (elapsedMs === null) return { elapsedMs, reused: false };
      const reused = sent.has(ticket as string);
      sent.set(ticket as string, true);
      return { elapsedMs, reused };
    },
    /** The submission that took this ticket was not stored: it may be sent again. */
    giveBack(ticket: unknown, reading: TicketReading) {
      if (reading.elapsedMs !== null && !reading.reused) sent.delete(ticket as string);
    },
  };
}

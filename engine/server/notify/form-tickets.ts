import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tickets a form asks for when a visitor starts on it: the time, signed, so a
 * submission says how long it took without the browser being able to pretend. A ticket
 * from before a restart, or none (a browser without JavaScript), says nothing.
 */
export function formTickets(now: () => number = Date.now) {
  const key = randomBytes(32);
  const sign = (stamp: string) => createHmac('sha256', key).update(stamp).digest('base64url');
  return {
    issue(): string {
      const stamp = String(now());
      return `${stamp}.${sign(stamp)}`;
    },
    /** How long ago a genuine ticket was issued, in ms; null for anything else. */
    elapsedMs(ticket: unknown): number | null {
      if (typeof ticket !== 'string' || ticket.length > 100) return null;
      const [stamp = '', signature = ''] = ticket.split('.');
      const expected = Buffer.from(sign(stamp));
      const given = Buffer.from(signature);
      if (!/^\d{13}$/.test(stamp) || given.length !== expected.length) return null;
      if (!timingSafeEqual(given, expected)) return null;
      return Math.max(0, now() - Number(stamp));
    },
  };
}

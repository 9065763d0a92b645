import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffSession, StaffSessionStore } from '../staff/access/sql-staff-session-store';

/** The staff page admin links open, in the default language (`/ar/admin` in Arabic). */
export const STAFF_PAGE = '/admin';

/** The cookie that holds a staff session of the embedded /admin. */
export const SESSION_COOKIE = 'site_admin';
/** How long a staff session lasts after signing in with an admin link. */
export const SESSION_HOURS = 12;
/** How long an unused admin link works. */
export const LINK_HOURS = 24;

const token = () => randomBytes(32).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may use the embedded /admin, without accounts: the server prints a one-time admin
 * link at start (more come from `sitectl admin-link`). Opening one shows a page whose
 * button signs the browser in: only that deliberate POST uses the link up, never a GET
 * or HEAD (a mail scanner or a link preview). A session is a random cookie value whose
 * hash the database keeps, so signing out, `sitectl sessions revoke` and expiry end it at
 * once, across restarts. Operators' tools use a token the server leaves in the data
 * directory, new at every start.
 */
export class AdminAuth {
  /** Bearer token of `sitectl` and other operator tools; new at every start. */
  readonly operatorToken = token();
  /** Live link tokens: when each expires, and who it was made for. */
  private readonly links = new Map<string, { expires: number; name: string }>();

  constructor(
    private readonly sessions: StaffSessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new one-time link token, for the person named (who their edits are by). */
  createLinkToken(name = ''): string {
    const value = token();
    this.pruneLinks();
    this.links.set(value, { expires: this.now() + LINK_HOURS * 3_600_000, name });
    return value;
  }

  /** Whether a link token would still sign in (looking does not use it up). */
  isLinkToken(value: string): boolean {
    this.pruneLinks();
    return [...this.links.keys()].some((candidate) => sameSecret(value, candidate));
  }

  /** Uses up a link token: who it was made for, or null when it was not valid. */
  redeemLinkToken(value: string): { name: string } | null {
    this.pruneLinks();
    for (const [candidate, link] of this.links) {
      if (sameSecret(value, candidate)) {
        this.links.delete(candidate);
        return { name: link.name };
      }
    }
    return null;
  }

  private pruneLinks(): void {
    for (const [candidate, { expires }] of this.links) {
      if (expires <= this.now()) this.links.delete(candidate);
    }
  }

  isOperator(authorization: string | undefined): boolean {
    const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(authorization ?? '');
    return match !== null && sameSecret(match[1]!, this.operatorToken);
  }

  /** Proof that this server holds the operator token, for a challenge from `sitectl`. */
  prove(challenge: string): string {
    return createHmac('sha256', this.operatorToken).update(challenge).digest('base64url');
  }

  /** Starts a session: the cookie value, and how long the cookie should live. */
  async startSession(
    userAgent: string,
    name = '',
  ): Promise<{ value: string; maxAgeSeconds: number }> {
    const value = token();
    const expires = new Date(this.now() + SESSION_HOURS * 3_600_000);
    await this.sessions.create(hashOf(value), expires, userAgent, name);
    return { value, maxAgeSeconds: SESSION_HOURS * 3600 };
  }

  /** The live session a cookie value belongs to, or null. */
  async session(value: string | undefined): Promise<StaffSession | null> {
    if (!value || !TOKEN.test(value)) return null;
    return this.sessions.find(hashOf(value));
  }

  /** Ends the session a cookie value belongs to. */
  async endSession(value: string | undefined): Promise<void> {
    if (value && TOKEN.test(value)) await this.sessions.endByToken(hashOf(value));
  }
}

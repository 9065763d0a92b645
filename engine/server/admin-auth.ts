import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that holds a staff session of the embedded /admin. */
export const SESSION_COOKIE = 'site_admin';
/** How long a staff session lasts after opening an admin link. */
export const SESSION_HOURS = 12;
/** How long an unused admin link works. */
export const LINK_HOURS = 24;

const token = () => randomBytes(32).toString('base64url');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may use the embedded /admin, without accounts: the server prints a one-time admin
 * link at start (more come from `sitectl admin-link`); opening one gives the browser a
 * session cookie, signed with the data directory's secret so it survives a restart.
 * Operators' tools use a separate token the server leaves in the data directory.
 */
export class AdminAuth {
  /** Bearer token of `sitectl` and other operator tools; new at every start. */
  readonly operatorToken = token();
  private readonly links = new Map<string, number>();

  constructor(
    private readonly sessionSecret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new one-time link token. */
  createLinkToken(): string {
    const value = token();
    this.pruneLinks();
    this.links.set(value, this.now() + LINK_HOURS * 3_600_000);
    return value;
  }

  /** Uses up a link token; true when it was valid. */
  redeemLinkToken(value: string): boolean {
    this.pruneLinks();
    for (const [candidate, expires] of this.links) {
      if (sameSecret(value, candidate) && expires > this.now()) {
        this.links.delete(candidate);
        return true;
      }
    }
    return false;
  }

  private pruneLinks(): void {
    for (const [candidate, expires] of this.links) {
      if (expires <= this.now()) this.links.delete(candidate);
    }
  }

  isOperator(authorization: string | undefined): boolean {
    const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(authorization ?? '');
    return match !== null && sameSecret(match[1]!, this.operatorToken);
  }

  /** A new session cookie value: when it ends, a random part, and their signature. */
  createSession(): { value: string; maxAgeSeconds: number } {
    const expires = this.now() + SESSION_HOURS * 3_600_000;
    const body = `${expires}.${token()}`;
    return { value: `${body}.${this.sign(body)}`, maxAgeSeconds: SESSION_HOURS * 3600 };
  }

  /** When a session cookie value ends, or null when it is forged, malformed or over. */
  sessionExpiry(value: string | undefined): number | null {
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!match) return null;
    const [, expires, random, signature] = match as unknown as [string, string, string, string];
    if (!sameSecret(signature, this.sign(`${expires}.${random}`))) return null;
    const ends = Number(expires);
    return ends > this.now() ? ends : null;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.sessionSecret).update(body).digest('base64url');
  }
}

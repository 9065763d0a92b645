import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to a gated file works: the email that carries it says so. */
export const DOWNLOAD_LINK_DAYS = 7;
const LINK_LIFE_MS = DOWNLOAD_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A link's parts as its address carries them: `/downloads/<name>?expires=<s>&signature=<sig>`. */
export interface DownloadLinkParts {
  name: string;
  expires: string;
  signature: string;
}

/**
 * Links to the files given to a visitor who left their email: the file's name and the moment
 * the link stops working, signed with the site's key (kept in its database, so every server
 * of the site, and each restart, reads a link alike). A link with another name or moment,
 * or past its moment, is no link at all.
 */
export function downloadLinks(key: Uint8Array, now: () => number = Date.now) {
  const sign = (name: string, expires: string) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  return {
    /** The path of a new link to the file `name`, working for 7 days from now. */
    issue(name: string): string {
      const expires = String(Math.floor((now() + LINK_LIFE_MS) / 1000));
      const query = new URLSearchParams({ expires, signature: sign(name, expires) });
      return `/downloads/${encodeURIComponent(name)}?${query}`;
    },
    /** Whether a link's parts are a link this site issued, still within its days. */
    verify({ name, expires, signature }: DownloadLinkParts): boolean {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now()) return false;
      const expected = Buffer.from(sign(name, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DownloadLinks = ReturnType<typeof downloadLinks>;

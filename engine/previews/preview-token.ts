import { createHash, randomBytes } from 'node:crypto';

/** A new link secret (256 random bits, URL-safe) and the hash the database keeps of it. */
export function newPreviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPreviewToken(token) };
}

/** The SHA-256 (hex) of a link secret: how the database finds a link without holding it. */
export const hashPreviewToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether a string could be a link secret at all, before any lookup. */
export const isPreviewToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

import { unsafeCharacterClass } from './safe-text';

/**
 * The rules a service content record's values follow, as the service content schema states
 * them and the database enforces them (supabase/migrations). Kept apart from the schema so
 * code that only tests a slug or a picture address (public pages) loads a few patterns,
 * not the schema.
 */

/** Longest text field or list item, in characters. */
export const maxTextLength = 5_000;

/** Most items in one list field (pains, solutions, brands). */
export const maxListItems = 50;

/** Longest slug, in characters. */
export const maxSlugLength = 100;

/** Lowercase letters and digits in groups joined by single hyphens, such as managed-it. */
export const slugPattern = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A YouTube video id: 11 letters, digits, `_` or `-`. */
export const videoIdPattern = '^[A-Za-z0-9_-]{11}$';

// Whitespace, backslashes and unsafe characters (safe-text.ts), none of which a safe address
// holds: browsers read `/\host` as `//host`, and drop tabs and line breaks from URLs.
const unsafeUrlCharacter = `\\s\\\\${unsafeCharacterClass}`;

/**
 * An image a page may show: an `https:` address with a host and no credentials (no `@`
 * before the path), or a path on this site, one `/` not followed by another. Never
 * `http:`, `//host`, `/\host`, `javascript:` or `data:`.
 */
export const safeImageUrlPattern =
  `^(?:https://[^/?#@${unsafeUrlCharacter}]+(?:[/?#][^${unsafeUrlCharacter}]*)?` +
  `|/(?![/\\\\])[^${unsafeUrlCharacter}]*)$`;

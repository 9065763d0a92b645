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

/**
 * C0 and C1 control characters other than tab, line feed and carriage return, as a regular
 * expression character class: YAML does not allow them raw, and the database (NUL) or a
 * reader's terminal would choke on them.
 */
export const controlCharacterClass = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** Text without control characters. */
export const cleanTextPattern = `^[^${controlCharacterClass}]*$`;

/** Lowercase letters and digits in groups joined by single hyphens, such as managed-it. */
export const slugPattern = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A YouTube video id: 11 letters, digits, `_` or `-`. */
export const videoIdPattern = '^[A-Za-z0-9_-]{11}$';

// Whitespace, backslashes and control characters, none of which a safe address holds:
// browsers read `/\host` as `//host`, and drop tabs and line breaks from URLs.
const unsafeUrlCharacter = `\\s\\\\${controlCharacterClass}`;

/**
 * An image a page may show: an `https:` address with a host and no credentials (no `@`
 * before the path), or a path on this site, one `/` not followed by another. Never
 * `http:`, `//host`, `/\host`, `javascript:` or `data:`.
 */
export const safeImageUrlPattern =
  `^(?:https://[^/?#@${unsafeUrlCharacter}]+(?:[/?#][^${unsafeUrlCharacter}]*)?` +
  `|/(?![/\\\\])[^${unsafeUrlCharacter}]*)$`;

import { maxSlugLength, safeImageUrlPattern, slugPattern, videoIdPattern } from './service-rules';

// The service content schema's rules, for code that tests one value without a validator.
const SLUG_PATTERN = new RegExp(slugPattern, 'u');
const VIDEO_ID_PATTERN = new RegExp(videoIdPattern, 'u');
const SAFE_IMAGE_URL_PATTERN = new RegExp(safeImageUrlPattern, 'u');
const YOUTUBE_WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_SHORT_HOST = 'youtu.be';
const SCHEMELESS_YOUTUBE_LINK = /^((www|m)\.)?(youtube\.com|youtu\.be)\//i;

/**
 * Whether `slug` can address a service page: lowercase letters and digits in groups joined by
 * single hyphens, at most 100 characters.
 */
export function isValidSlug(slug: string): boolean {
  return slug.length <= maxSlugLength && SLUG_PATTERN.test(slug);
}

/**
 * Whether `url` may be used as an image source: an absolute `https:` URL without credentials,
 * or a site-relative path starting with a single `/`. Whitespace, control characters and
 * backslashes are refused outright, so `//host`, `/\host`, `javascript:` and `http:` never pass.
 */
export function isSafeImageUrl(url: string): boolean {
  return SAFE_IMAGE_URL_PATTERN.test(url);
}

/**
 * The 11-character YouTube video id in `value`, which may be the id itself or a
 * youtube.com/watch?v=, youtube.com/embed/ or youtu.be/ link; null when there is none.
 */
export function normaliseVideoId(value: string): string | null {
  const trimmed = value.trim();
  if (VIDEO_ID_PATTERN.test(trimmed)) return trimmed;
  const candidate = videoIdFromLink(trimmed);
  return candidate !== null && VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
}

function videoIdFromLink(link: string): string | null {
  const url = parseUrl(SCHEMELESS_YOUTUBE_LINK.test(link) ? `https://${link}` : link);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (host === YOUTUBE_SHORT_HOST) return segments.length === 1 ? (segments[0] ?? null) : null;
  if (!YOUTUBE_WATCH_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  if (segments.length === 2 && segments[0] === 'embed') return segments[1] ?? null;
  return null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const MAX_PATH_LENGTH = 2048;

/**
 * The page path a request names, decoded and without trailing slashes, or null when no
 * page can have it: undecodable, too long, with `..`, a backslash, a NUL or an empty
 * segment (`//`). Loops instead of regexes, so a hostile path costs linear time.
 */
export function pagePath(rawPathname: string): string | null {
  if (rawPathname.length > MAX_PATH_LENGTH || !rawPathname.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  // `//host/...` reads as another site to some clients; no page of ours starts so.
  if (decoded.startsWith('//')) return null;
  let end = decoded.length;
  while (end > 1 && decoded[end - 1] === '/') end--;
  const path = decoded.slice(0, end);
  if (path.includes('//') || path.includes('\\') || path.includes('\0')) return null;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return path;
}

/** Whether a path names a file (its last segment has an extension) rather than a page. */
export function isFilePath(rawPathname: string): boolean {
  const last = rawPathname.slice(rawPathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * How long browsers may keep a static file: hashed assets and media encodings (named by their
 * content) forever, images a day.
 */
export function fileCacheControl(path: string): string {
  if (path.startsWith('/assets/') || path.startsWith('/media/'))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

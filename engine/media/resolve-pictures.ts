import { isMediaPath } from './media-path';
import { mediaTypes, srcsetOf, variantPath, type MediaManifest } from './media-manifest';

/** One `<source>` of a media picture: a format and its encodings at every width. */
export interface PictureSource {
  type: string;
  srcset: string;
}

/**
 * What the build adds to a picture that names a media file, so every renderer (the prerender,
 * the server, the browser) draws the same `<picture>` without reading the file: its size, its
 * AVIF and WebP sources, and JPEG encodings for browsers that read neither.
 */
export interface MediaPictureFields {
  width: number;
  height: number;
  /** The AVIF and WebP encodings, best first. */
  sources: PictureSource[];
  /** The JPEG encodings; `src` is one of them. */
  srcset: string;
}

/** The JPEG a browser without `srcset` shows: the encoding nearest a desktop column's width. */
const fallbackWidth = 1080;

/**
 * `document` with every picture that names a media file completed from `manifest`: any object
 * in it with such a `src`. A picture the manifest lacks is left as written (the checks report
 * the file), and so is everything else; `document` itself is never changed.
 */
export function resolvePictures<T>(document: T, manifest: MediaManifest): T {
  return resolve(document, manifest) as T;
}

// Returns `value` itself where nothing in it changes, so a page with no media photo (or one
// completed already) costs a walk and no copies: the server renders pages handed to it so.
function resolve(value: unknown, manifest: MediaManifest): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => resolve(item, manifest));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const src = object.src;
  if (typeof src === 'string' && isMediaPath(src) && manifest[src])
    return { ...object, ...mediaPictureFields(src, manifest) };
  const entries = Object.entries(object).map(([key, child]) => [key, resolve(child, manifest)]);
  return entries.some(([key, child]) => child !== object[key as string])
    ? Object.fromEntries(entries)
    : value;
}

function mediaPictureFields(
  src: string,
  manifest: MediaManifest,
): MediaPictureFields & { src: string } {
  const entry = manifest[src]!;
  const fallback =
    [...entry.widths].reverse().find((width) => width <= fallbackWidth) ?? entry.widths[0]!;
  return {
    src: variantPath(src, entry, 'jpeg', fallback),
    width: entry.width,
    height: entry.height,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: mediaTypes[format],
      srcset: srcsetOf(src, entry, format),
    })),
    srcset: srcsetOf(src, entry, 'jpeg'),
  };
}

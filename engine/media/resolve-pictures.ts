import { isMediaPath } from './media-path';
import { mediaTypes, variantPath, type MediaFormat, type MediaManifest } from './media-manifest';

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

/**
 * The JPEG a browser without `srcset` shows (and a request for an upload's own address
 * gets): the encoding nearest a desktop column's width.
 */
export const fallbackWidth = (widths: readonly number[]) =>
  [...widths].reverse().find((width) => width <= 1080) ?? widths[0]!;

/**
 * The `<picture>` of a photo `width`×`height` encoded at `widths`, each encoding at the
 * address `pathOf` gives it: a media file's or an upload's.
 */
export function pictureFieldsOf(
  { width, height, widths }: { width: number; height: number; widths: readonly number[] },
  pathOf: (format: MediaFormat, width: number) => string,
): MediaPictureFields & { src: string } {
  const srcset = (format: MediaFormat) =>
    widths.map((each) => `${pathOf(format, each)} ${each}w`).join(', ');
  return {
    src: pathOf('jpeg', fallbackWidth(widths)),
    width,
    height,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: mediaTypes[format],
      srcset: srcset(format),
    })),
    srcset: srcset('jpeg'),
  };
}

function mediaPictureFields(src: string, manifest: MediaManifest) {
  const entry = manifest[src]!;
  return pictureFieldsOf(entry, (format, width) => variantPath(src, entry, format, width));
}

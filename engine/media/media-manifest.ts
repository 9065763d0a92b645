/** The formats every media picture is served in, best first: a browser takes the first it reads. */
export const mediaFormats = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaTypes: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const extensions: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * The widths, in pixels, a media picture is encoded at. Each block tells the browser how wide
 * it shows a picture (`sizes`), and the browser picks from these for its screen and pixel
 * density: a 390 px phone at 2× takes 720 or 1080, a 1280 px desktop the width of its column.
 */
export const mediaWidths = [360, 540, 720, 1080, 1440, 1920] as const;

/** What the build knows of one media picture: its size and the name of its encodings. */
export interface MediaEntry {
  width: number;
  height: number;
  /** A hash of the file's bytes and the encoder's settings, in every encoded file's name. */
  hash: string;
  /** The widths it is encoded at, narrowest first. */
  widths: number[];
}

/** Every media picture the pages use, by its path (`media/photos/office.jpg`). */
export type MediaManifest = Record<string, MediaEntry>;

/** The widths a picture `sourceWidth` pixels wide is encoded at: never wider than itself. */
export function encodedWidths(sourceWidth: number): number[] {
  const narrower = mediaWidths.filter((width) => width < sourceWidth);
  const largest = mediaWidths[mediaWidths.length - 1]!;
  return sourceWidth <= largest ? [...narrower, sourceWidth] : narrower;
}

/** The address of one encoding: `/media/office-3f2a9c01b7-720.avif`, named by content. */
export function variantPath(
  mediaPath: string,
  entry: MediaEntry,
  format: MediaFormat,
  width: number,
) {
  const stem = mediaPath.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return `/media/${stem}-${entry.hash}-${width}.${extensions[format]}`;
}

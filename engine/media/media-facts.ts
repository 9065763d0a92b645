import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

/** What the checks need to know of a media file, read without decoding it. */
export type MediaFacts =
  | { found: true; width: number; height: number; bytes: number }
  | { found: false; reason: 'missing' | 'unreadable' };

/** Tells the checks about the media file a picture names (a path such as `media/a.jpg`). */
export type MediaLookup = (mediaPath: string) => MediaFacts;

// A JPEG can keep its size after its metadata, so more than the first bytes are read.
const readLimit = 512 * 1024;

/** The formats the build encodes from, as image-size names them: what the file holds, not its name. */
const readableTypes = new Set(['jpg', 'png', 'webp', 'avif']);

/**
 * The media lookup of a site whose files lie under `root`: the size of a picture is read from
 * its header (image-size), so checking a page stays fast and needs no encoder. EXIF rotation is
 * applied, as the browser and the encoder apply it.
 */
export function mediaLookup(root: string): MediaLookup {
  return (mediaPath) => {
    const file = path.join(root, mediaPath);
    let bytes: number;
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return { found: false, reason: 'missing' };
      bytes = stats.size;
    } catch {
      return { found: false, reason: 'missing' };
    }
    try {
      const size = sizeOf(file, bytes);
      const turned = size.orientation !== undefined && size.orientation >= 5;
      const width = turned ? size.height : size.width;
      const height = turned ? size.width : size.height;
      if (!width || !height || !readableTypes.has(size.type ?? ''))
        return { found: false, reason: 'unreadable' };
      return { found: true, width, height, bytes };
    } catch {
      return { found: false, reason: 'unreadable' };
    }
  };
}

/** The size from the file's first bytes, or from the whole file when they do not hold it. */
function sizeOf(file: string, bytes: number): ReturnType<typeof imageSize> {
  if (bytes > readLimit) {
    const head = new Uint8Array(readLimit);
    const descriptor = openSync(file, 'r');
    try {
      readSync(descriptor, head, 0, readLimit, 0);
    } finally {
      closeSync(descriptor);
    }
    try {
      return imageSize(head);
    } catch {
      // The size lies further in: read on.
    }
  }
  return imageSize(readFileSync(file));
}

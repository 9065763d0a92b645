import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { encodePicture, encoderKey } from '../media/encode-picture';
import {
  encodedWidths,
  mediaFormats,
  variantPath,
  type MediaManifest,
} from '../media/media-manifest';
import { projectRoot } from '../schema/project-root';

/** Where encodings are kept between builds, outside git: `npm ci` starts it afresh. */
export const mediaCacheDir = path.join(projectRoot, 'node_modules', '.cache', 'site-media');

export interface EncodedMedia {
  manifest: MediaManifest;
  /** The file of every encoding, by its address on the site (`/media/x-<hash>-720.avif`). */
  files: Map<string, string>;
  /** How many encodings this run made, and how many it found made by an earlier one. */
  encoded: number;
  reused: number;
  /** The seconds spent encoding each picture that needed it, by its path. */
  seconds: Record<string, number>;
}

/** What a build says of its media pictures, in its client folder (`.vite/media.json`). */
export type MediaReport = Omit<EncodedMedia, 'files'>;
export const mediaReportFile = '.vite/media.json';

/**
 * Encodes the media pictures `mediaPaths` (relative to `root`) as AVIF, WebP and JPEG at each
 * width they are shown at (media-manifest.ts), turned upright by their EXIF orientation and
 * with no metadata. An encoding is kept in `cacheDir` under the hash of the file's bytes and
 * the settings, so a build encodes only pictures that changed.
 */
export async function encodeMedia(
  root: string,
  mediaPaths: Iterable<string>,
  cacheDir = mediaCacheDir,
): Promise<EncodedMedia> {
  const result: EncodedMedia = {
    manifest: {},
    files: new Map(),
    encoded: 0,
    reused: 0,
    seconds: {},
  };
  await mkdir(cacheDir, { recursive: true });
  for (const mediaPath of [...new Set(mediaPaths)].sort()) {
    const bytes = await readFile(path.join(root, mediaPath));
    const hash = createHash('sha256').update(encoderKey).update(bytes).digest('hex').slice(0, 10);
    const { width, height } = uprightSize(await sharp(bytes).metadata());
    const entry = { width, height, hash, widths: encodedWidths(width) };
    result.manifest[mediaPath] = entry;
    const started = performance.now();
    let encodedHere = 0;
    for (const format of mediaFormats)
      for (const width of entry.widths) {
        const file = path.join(cacheDir, `${hash}-${width}.${format}`);
        if (await exists(file)) result.reused += 1;
        else {
          await writeWhole(file, await encodePicture(bytes, format, width));
          encodedHere += 1;
        }
        result.files.set(variantPath(mediaPath, entry, format, width), file);
      }
    result.encoded += encodedHere;
    if (encodedHere > 0) result.seconds[mediaPath] = (performance.now() - started) / 1000;
  }
  return result;
}

/** The size as shown: a photo taken sideways (EXIF orientation 5 to 8) has its sides swapped. */
function uprightSize(metadata: Metadata): { width: number; height: number } {
  const { width, height, orientation } = metadata;
  const turned = orientation !== undefined && orientation >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes beside the file and renames, so a build stopped halfway leaves no broken encoding. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { encodePicture } from '../media/encode-picture';
import { encodedWidths, mediaFormats, type MediaFormat } from '../media/media-manifest';
import { maxUploadBytes } from './picture-uploader';

/** What staff may upload: the bytes of one picture, and the largest side it is kept at. */
export const uploadLimits = {
  bytes: maxUploadBytes,
  side: 4000,
  // A picture is decoded before it is measured against `side`; this refuses one whose pixels
  // alone would fill the server's memory (a "decompression bomb" of a few kilobytes).
  pixels: 100_000_000,
} as const;

/** One stored encoding of an upload. */
export interface UploadFile {
  format: MediaFormat;
  width: number;
  bytes: Buffer;
}

export interface ProcessedUpload {
  /** A hash of the re-encoded picture: the same upload twice is one picture. */
  id: string;
  /** Its size as shown, after the EXIF orientation is applied and the size capped. */
  width: number;
  height: number;
  files: UploadFile[];
}

/** Why an upload is refused: too large, or not a picture of a format the site takes. */
export type UploadRefusal = 'too-large' | 'not-a-picture';

export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(`The upload is refused: ${refusal}`);
  }
}

// The formats sharp reads that staff may upload, by what the bytes hold. AVIF is a HEIF file
// whose pictures are AV1; a HEIC photo (HEVC) is refused, as browsers cannot show it.
const accepted = (metadata: Metadata) =>
  ['jpeg', 'png', 'webp'].includes(metadata.format) ||
  (metadata.format === 'heif' && metadata.compression === 'av1');

/**
 * Checks and re-encodes one uploaded picture, whatever its name says: JPEG, PNG, WebP or AVIF
 * by its content, at most 15 MB. It is decoded, turned upright, scaled to at most 4,000 px a
 * side and encoded afresh as AVIF, WebP and JPEG at the widths authors' photos have, so
 * nothing else in the file (EXIF with its GPS position and camera serial, XMP, comments,
 * trailing data) reaches the site. Throws UploadRefused saying why it is refused.
 */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  if (bytes.byteLength > uploadLimits.bytes) throw new UploadRefused('too-large');
  const notAPicture = 'not-a-picture' as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: uploadLimits.pixels }).metadata();
  } catch {
    throw new UploadRefused(notAPicture);
  }
  if (!accepted(metadata)) throw new UploadRefused(notAPicture);
  let upright: Buffer;
  let info: OutputInfo;
  try {
    // The whole picture is decoded here, once: a file cut short or corrupt fails now, and its
    // pixels are what every encoding is made from.
    ({ data: upright, info } = await sharp(bytes, { limitInputPixels: uploadLimits.pixels })
      .rotate()
      .resize({
        width: uploadLimits.side,
        height: uploadLimits.side,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true }));
  } catch {
    throw new UploadRefused(notAPicture);
  }
  const id = createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}:`)
    .update(upright)
    .digest('hex')
    .slice(0, 16);
  const pixels = {
    pixels: upright,
    raw: { width: info.width, height: info.height, channels: info.channels },
  };
  const files: UploadFile[] = [];
  for (const format of mediaFormats)
    for (const width of encodedWidths(info.width))
      files.push({ format, width, bytes: await encodePicture(pixels, format, width) });
  return { id, width: info.width, height: info.height, files };
}

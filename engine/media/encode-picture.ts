import sharp from 'sharp';
import type { MediaFormat } from './media-manifest';

/*
 * How every photo of the site is encoded, authors' and staff's alike. Changing a setting
 * changes every media photo's hash (encoderKey), so the next build encodes them all again
 * rather than serve an encoding made the old way.
 */
const settings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
} as const;

/** Names the encoder's settings and version, for hashes of what it makes. */
export const encoderKey = JSON.stringify({ settings, sharp: sharp.versions.sharp });

/** A picture file's bytes, or pixels already decoded (an upload, decoded once for all its encodings). */
export type PictureInput =
  | Buffer
  | Uint8Array
  | { pixels: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * One encoding of a picture, `width` pixels wide (never wider than itself). `rotate()` with no
 * angle applies the EXIF orientation, and sharp writes no metadata unless asked: the camera,
 * the place and the date stay out.
 */
export function encodePicture(picture: PictureInput, format: MediaFormat, width: number) {
  const input = 'pixels' in picture ? sharp(picture.pixels, { raw: picture.raw }) : sharp(picture);
  const resized = input.rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return resized.avif(settings.avif).toBuffer();
  if (format === 'webp') return resized.webp(settings.webp).toBuffer();
  return resized.jpeg(settings.jpeg).toBuffer();
}

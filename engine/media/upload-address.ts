import { encodedWidths, type MediaFormat } from './media-manifest';
import { fallbackWidth, pictureFieldsOf, type MediaPictureFields } from './resolve-pictures';

/**
 * Staff uploads are served at `/uploads/<id>-<width>.<ext>`, one file per encoding, and a
 * record names one by `/uploads/<id>-<width>x<height>.jpg`: an address that works as a plain
 * picture anywhere (an email, a feed) and from which a page draws its whole `<picture>`, with
 * no lookup.
 */
const recordAddress = /^\/uploads\/([0-9a-f]{16})-([1-9]\d{0,3})x([1-9]\d{0,3})\.jpg$/;
const fileName = /^([0-9a-f]{16})-([1-9]\d{0,3})(?:x([1-9]\d{0,3}))?\.(avif|webp|jpg)$/;

const extensions: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const formatOf: Record<string, MediaFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

export interface UploadSize {
  id: string;
  width: number;
  height: number;
}

/** The address a record names for an upload. */
export const uploadAddress = ({ id, width, height }: UploadSize) =>
  `/uploads/${id}-${width}x${height}.jpg`;

const filePath = (id: string, format: MediaFormat, width: number) =>
  `/uploads/${id}-${width}.${extensions[format]}`;

/** A `<picture>` for an upload's address, or null for any other address. */
export function uploadPictureFields(src: string): (MediaPictureFields & { src: string }) | null {
  const match = recordAddress.exec(src);
  if (!match) return null;
  const [, id, width, height] = match as unknown as [string, string, string, string];
  return pictureFieldsOf(
    { width: Number(width), height: Number(height), widths: encodedWidths(Number(width)) },
    (format, each) => filePath(id, format, each),
  );
}

/**
 * Which encoding a file name under /uploads/ asks for: `<id>-<width>.<ext>`, or the record's
 * own `<id>-<width>x<height>.jpg` (its fallback JPEG). Null for any other name.
 */
export function uploadFileOf(
  name: string,
): { id: string; format: MediaFormat; width: number } | null {
  const match = fileName.exec(name);
  if (!match) return null;
  const [, id, width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const format = formatOf[extension]!;
  if (height === undefined) return { id, format, width: Number(width) };
  if (format !== 'jpeg') return null;
  return { id, format, width: fallbackWidth(encodedWidths(Number(width))) };
}

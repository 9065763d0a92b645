import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMedia } from './encode-media';

const root = mkdtempSync(path.join(tmpdir(), 'encode-media-'));
const cache = path.join(root, 'cache');
const photo = 'media/site.jpg';

beforeAll(async () => {
  mkdirSync(path.join(root, 'media'));
  // A phone's photo: taken on its side (stored 500×800), with the place and the camera in it.
  const bytes = await sharp({
    create: { width: 500, height: 800, channels: 3, background: 'navy' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const source = await sharp(bytes).metadata();
  expect(source.orientation).toBe(6);
  expect(source.exif?.toString('latin1')).toContain('PhoneMaker');
  writeFileSync(path.join(root, photo), bytes);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('encodeMedia', () => {
  it('encodes a photo upright in AVIF, WebP and JPEG at each width, with no metadata', async () => {
    const { manifest, files, encoded, reused } = await encodeMedia(root, [photo, photo], cache);
    const entry = manifest[photo]!;
    expect(entry).toMatchObject({ width: 800, height: 500, widths: [360, 540, 720, 800] });
    expect([encoded, reused]).toEqual([12, 0]);
    expect(files.size).toBe(12);
    for (const [address, file] of files) {
      expect(address).toMatch(new RegExp(`^/media/site-${entry.hash}-\\d+\\.(avif|webp|jpg)$`));
      const metadata = await sharp(readFileSync(file)).metadata();
      const width = Number(/-(\d+)\./.exec(address)![1]);
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 500) / 800));
      expect(metadata.format).toBe(
        { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[address.split('.').pop()!],
      );
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('encodes nothing again for a picture it has encoded, and everything for a changed one', async () => {
    const again = await encodeMedia(root, [photo], cache);
    expect([again.encoded, again.reused]).toEqual([0, 12]);
    expect(again.seconds).toEqual({});
    const first = again.manifest[photo]!.hash;
    writeFileSync(
      path.join(root, photo),
      await sharp({ create: { width: 400, height: 300, channels: 3, background: 'red' } })
        .jpeg()
        .toBuffer(),
    );
    const changed = await encodeMedia(root, [photo], cache);
    expect(changed.manifest[photo]!.hash).not.toBe(first);
    expect([changed.encoded, changed.reused]).toEqual([6, 0]);
    expect(changed.seconds[photo]).toBeGreaterThan(0);
  });
});

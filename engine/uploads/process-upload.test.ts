import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processUpload, UploadRefused, type UploadRefusal } from './process-upload';

/** A phone's photo: taken on its side, with where and on what it was taken. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: 'seagreen' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD2: { BodySerialNumber: 'SN-0042-7781' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function refusal(bytes: Uint8Array): Promise<UploadRefusal> {
  const error = await processUpload(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as UploadRefused).refusal;
}

describe('processUpload', () => {
  it('encodes a phone photo upright in three formats at each width, with no metadata left', async () => {
    const source = await phonePhoto(900, 1200);
    expect((await sharp(source).metadata()).exif?.toString('latin1')).toContain('SN-0042-7781');
    const upload = await processUpload(source);
    expect(upload).toMatchObject({
      width: 1200,
      height: 900,
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(upload.files.map((file) => `${file.format} ${file.width}`)).toEqual(
      ['avif', 'webp', 'jpeg'].flatMap((format) =>
        [360, 540, 720, 1080, 1200].map((width) => `${format} ${width}`),
      ),
    );
    for (const file of upload.files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.width).toBe(file.width);
      expect(metadata.exif, `${file.format} ${file.width}`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(file.bytes.toString('latin1')).not.toContain('PhoneMaker');
    }
    // The same picture again is the same upload.
    expect((await processUpload(source)).id).toBe(upload.id);
  });

  it('keeps a picture at most 4,000 pixels a side', async () => {
    const wide = await sharp({
      create: { width: 5000, height: 3000, channels: 3, background: 'tan' },
    })
      .png()
      .toBuffer();
    const upload = await processUpload(wide);
    expect([upload.width, upload.height]).toEqual([4000, 2400]);
    expect(Math.max(...upload.files.map((file) => file.width))).toBe(1920);
  });

  it('refuses a file that is no picture it takes, whatever it is named', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script><p>photo.jpg</p>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    for (const file of [html, svg, gif, Buffer.alloc(0)])
      expect(await refusal(file)).toBe('not-a-picture');
  });

  it('refuses a file over 15 MB before reading it', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 0xff);
    expect(await refusal(big)).toBe('too-large');
  });
});

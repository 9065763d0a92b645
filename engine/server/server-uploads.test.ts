import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { staffRequests } from '../../tests/fixtures/staff-requests';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { uploadPictureFields } from '../media/upload-address';

// A picture staff upload for a record: checked by its content, re-encoded with nothing of
// the file kept but the picture, stored, and served to everyone for a year.
const [pglite] = testDatabases;

describe('picture uploads through the staff API', () => {
  const site = useSiteServer(pglite!);
  const { signIn } = staffRequests(site);

  const upload = (cookie: string | undefined, body: Buffer, type = 'image/jpeg') =>
    rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/uploads',
      headers: { 'Content-Type': type, ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });
  const uploadCount = async () =>
    Number(
      (await site.db.query<{ count: string }>('select count(*) from content.uploads'))[0]!.count,
    );

  it('serves an uploaded phone photo in AVIF, WebP and JPEG with no EXIF at all', async () => {
    const sara = await signIn('Sara Khan');
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: 'olive' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1', GPSLongitudeRef: 'E' },
      })
      .toBuffer();
    const answer = await upload(sara, photo);
    expect(answer.status, answer.body).toBe(200);
    const stored = JSON.parse(answer.body) as {
      id: string;
      width: number;
      height: number;
      url: string;
    };
    expect(stored).toMatchObject({
      width: 1600,
      height: 1200,
      url: `/uploads/${stored.id}-1600x1200.jpg`,
    });

    const picture = uploadPictureFields(stored.url)!;
    const addresses = [
      stored.url,
      ...[...picture.sources.map((source) => source.srcset), picture.srcset].flatMap((srcset) =>
        srcset.split(', ').map((candidate) => candidate.split(' ')[0]!),
      ),
    ];
    expect(addresses).toHaveLength(1 + 3 * 6);
    for (const address of addresses) {
      const file = await rawRequest(site.url, { path: address });
      expect(file.status, address).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.bytes).metadata();
      expect(file.headers['content-type'], address).toBe(
        `image/${address.endsWith('jpg') ? 'jpeg' : address.split('.').pop()}`,
      );
      expect(metadata.exif, address).toBeUndefined();
      expect(file.bytes.toString('latin1')).not.toContain('PhoneMaker');
    }
    expect((await rawRequest(site.url, { path: `/uploads/${stored.id}-999.avif` })).status).toBe(
      404,
    );
    expect((await rawRequest(site.url, { path: '/uploads/../server.json' })).status).not.toBe(200);
  });

  it('refuses an HTML file named .jpg and a 16 MB file, saying why, and stores nothing', async () => {
    const sara = await signIn('Sara Khan');
    const before = await uploadCount();
    const html = await upload(
      sara,
      Buffer.from('<!doctype html><title>photo.jpg</title><script>alert(1)</script>'),
    );
    expect(html.status).toBe(415);
    expect(JSON.parse(html.body)).toEqual({
      error: {
        code: 'unsupported-media-type',
        message:
          'This file is not a JPEG, PNG, WebP or AVIF picture. Save it in one of these formats and upload it again.',
      },
    });
    const big = await upload(sara, Buffer.alloc(16 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).error).toMatchObject({
      code: 'payload-too-large',
      message: expect.stringMatching(/^The picture is larger than 15 MB\./),
    });
    expect(await uploadCount()).toBe(before);
  });

  it('takes uploads from staff only', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const answer = await upload(undefined, photo, 'image/png');
    expect(answer.status).toBe(401);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataRequestError } from '../errors/data-request-error';
import { maxUploadBytes, PictureRefusedError } from '../uploads/picture-uploader';
import { httpUploads } from './http-uploads';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }));

const refusalOf = (error: unknown) => (error as PictureRefusedError).refusal;

describe('Picture uploads to the site server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the file itself, typed as it is, and gives back the stored picture', async () => {
    const stored = { id: 'a1b2c3d4e5f60718', width: 800, height: 600, url: '/uploads/x.jpg' };
    const fetch = answer(200, stored);
    vi.stubGlobal('fetch', fetch);
    const file = new File(['png bytes'], 'diagram.png', { type: 'image/png' });
    await expect(httpUploads.upload(file)).resolves.toEqual(stored);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/uploads');
    expect(init).toMatchObject({
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'image/png' },
    });
  });

  it("tells the server's refusals apart from other failures", async () => {
    const file = new Blob(['<html>']);
    vi.stubGlobal('fetch', answer(415, { error: { code: 'unsupported-media-type' } }));
    const notAPicture = await httpUploads.upload(file).catch((error: unknown) => error);
    expect(notAPicture).toBeInstanceOf(PictureRefusedError);
    expect(refusalOf(notAPicture)).toBe('not-a-picture');

    vi.stubGlobal('fetch', answer(413, { error: { code: 'payload-too-large' } }));
    expect(refusalOf(await httpUploads.upload(file).catch((error: unknown) => error))).toBe(
      'too-large',
    );

    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthorized', message: 'Sign in.' } }));
    const signedOut = await httpUploads.upload(file).catch((error: unknown) => error);
    expect(signedOut).toBeInstanceOf(DataRequestError);
    expect(signedOut).toMatchObject({ failure: 'signed-out', message: 'Sign in.' });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(httpUploads.upload(file)).rejects.toMatchObject({ failure: 'network' });
  });

  it('refuses a file over 15 MB without sending it', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const huge = new Blob([new Uint8Array(maxUploadBytes + 1)]);
    const refused = await httpUploads.upload(huge).catch((error: unknown) => error);
    expect(refusalOf(refused)).toBe('too-large');
    expect(fetch).not.toHaveBeenCalled();
  });
});

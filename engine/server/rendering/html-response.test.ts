import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './html-response';

// A long text of the project's own, as a page's markup is: words, tags, repeated classes.
const page = `<main>${readFileSync('README.md', 'utf8')
  .split('\n')
  .map((line) => `<p class="MuiTypography-root MuiTypography-body1">${line}</p>`)
  .join('')}</main>`;

describe('compressHtml', () => {
  it('gives the same page back in every encoding', async () => {
    const body = await compressHtml(page, 'sent-once');
    expect(body.identity.toString()).toBe(page);
    expect(brotliDecompressSync(body.br!).toString()).toBe(page);
    expect(gunzipSync(body.gzip!).toString()).toBe(page);
  });

  it('compresses a page kept for every visitor smaller than one sent once', async () => {
    const [kept, once] = await Promise.all([
      compressHtml(page, 'kept'),
      compressHtml(page, 'sent-once'),
    ]);
    expect(brotliDecompressSync(kept.br!).toString()).toBe(page);
    expect(kept.br!.length).toBeLessThan(once.br!.length * 0.95);
    expect(kept.etag).toBe(once.etag);
  });
});

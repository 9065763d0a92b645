import { describe, expect, it, vi } from 'vitest';
import type { HtmlBody } from './html-response';
import { RecordPageCache } from './record-page-cache';

const page = (text: string, bytes = text.length): HtmlBody => ({
  identity: Buffer.alloc(bytes, text),
  etag: `"${text}"`,
});
const v1 = { build: 'build-1', record: 'id-1 2026-12-01T10:00:00Z' };
const v2 = { build: 'build-1', record: 'id-1 2026-12-01T11:00:00Z' };

/** A render the test finishes itself, as the renderer would a while later. */
function heldRender() {
  const finishes: { resolve: (body: HtmlBody) => void; reject: (error: Error) => void }[] = [];
  const render = vi.fn(
    () => new Promise<HtmlBody>((resolve, reject) => finishes.push({ resolve, reject })),
  );
  return { render, finishes };
}

describe('RecordPageCache', () => {
  it('serves a kept page without a lookup only while every change is reported', () => {
    const cache = new RecordPageCache();
    cache.keep('/services/a', v1, page('a'), cache.mark());
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();

    cache.setWatching(true);
    const body = page('a');
    cache.keep('/services/a', v1, body, cache.mark());
    expect(cache.current('/services/a', 'build-1')).toBe(body);

    cache.setWatching(false);
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
  });

  it('tells its followers of a change with the pages it dropped, the most recently asked for first', () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    for (const path of ['/services/a', '/services/b', '/services/c']) {
      cache.keep(path, v1, page(path), cache.mark());
    }
    cache.current('/services/a', 'build-1');
    const told: string[][] = [];
    cache.onChanged((kept) => told.push(kept));
    cache.changed();
    expect(told).toEqual([['/services/a', '/services/c', '/services/b']]);
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
  });

  it('serves a page of another build to no one', () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    cache.keep('/services/a', v1, page('a'), cache.mark());
    expect(cache.current('/services/a', 'build-2')).toBeUndefined();
    expect(cache.ofVersion('/services/a', { ...v1, build: 'build-2' })).toBeUndefined();
  });

  it('serves a kept page after a lookup only when the record has the version it shows', () => {
    const cache = new RecordPageCache();
    const body = page('a');
    cache.keep('/services/a', v1, body, cache.mark());
    expect(cache.ofVersion('/services/a', v1)).toBe(body);
    expect(cache.ofVersion('/services/a', v2)).toBeUndefined();
  });

  it('drops every kept page when a change is reported', () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    cache.keep('/services/a', v1, page('a'), cache.mark());
    cache.keep('/services/b', v1, page('b'), cache.mark());
    cache.changed();
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
    expect(cache.current('/services/b', 'build-1')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('does not keep a page whose record was read before a change was reported', () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    const readBefore = cache.mark();
    cache.changed();
    cache.keep('/services/a', v1, page('a'), readBefore);
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
    expect(cache.ofVersion('/services/a', v1)).toBeUndefined();
  });

  it('keeps at most its bytes, every encoding counted, dropping the least recently used', () => {
    const cache = new RecordPageCache({ maxBytes: 1000 });
    cache.setWatching(true);
    const withEncodings = { ...page('a', 200), br: Buffer.alloc(50), gzip: Buffer.alloc(50) };
    cache.keep('/services/a', v1, withEncodings, cache.mark());
    expect(cache.bytes).toBe(300);
    for (const slug of ['b', 'c', 'd']) {
      cache.keep(`/services/${slug}`, v1, page(slug, 300), cache.mark());
      // Read, so `a` is the least recently used.
      cache.current(`/services/${slug}`, 'build-1');
    }
    expect(cache.bytes).toBe(900);
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
    expect(cache.current('/services/d', 'build-1')).toBeDefined();

    // A flood of distinct pages never holds more than the bound.
    for (let index = 0; index < 1000; index += 1) {
      cache.keep(`/services/flood-${index}`, v1, page('x', 100), cache.mark());
    }
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('renders a page once for every request that wants it while it is being rendered', async () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    const { render, finishes } = heldRender();
    const visitors = Array.from({ length: 5 }, () =>
      cache.page('/services/a', v1, cache.mark(), render),
    );
    expect(render).toHaveBeenCalledTimes(1);

    const body = { ...page('a'), br: Buffer.from('br'), gzip: Buffer.from('gzip') };
    finishes[0]!.resolve(body);
    for (const answer of await Promise.all(visitors)) expect(answer).toBe(body);
    // Kept, in every encoding: the next request renders nothing.
    expect(cache.current('/services/a', 'build-1')).toBe(body);
    expect(await cache.page('/services/a', v1, cache.mark(), render)).toBe(body);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders another version apart', async () => {
    const cache = new RecordPageCache();
    const { render, finishes } = heldRender();
    const first = cache.page('/services/a', v1, cache.mark(), render);
    const edited = cache.page('/services/a', v2, cache.mark(), render);
    expect(render).toHaveBeenCalledTimes(2);
    finishes[0]!.resolve(page('a'));
    finishes[1]!.resolve(page('edited'));
    expect((await first).etag).toBe('"a"');
    expect((await edited).etag).toBe('"edited"');
  });

  it('fails every request that waited for a failed render, and renders again for the next', async () => {
    const cache = new RecordPageCache();
    const { render, finishes } = heldRender();
    const visitors = [1, 2].map(() => cache.page('/services/a', v1, cache.mark(), render));
    finishes[0]!.reject(new Error('The renderer failed.'));
    for (const visitor of visitors) await expect(visitor).rejects.toThrow('The renderer failed.');
    const next = cache.page('/services/a', v1, cache.mark(), render);
    expect(render).toHaveBeenCalledTimes(2);
    finishes[1]!.resolve(page('a'));
    expect((await next).etag).toBe('"a"');
  });

  it('does not keep a shared render whose record was read before a change was reported', async () => {
    const cache = new RecordPageCache();
    cache.setWatching(true);
    const { render, finishes } = heldRender();
    const before = cache.page('/services/a', v1, cache.mark(), render);
    cache.changed();
    finishes[0]!.resolve(page('a'));
    await before;
    expect(cache.current('/services/a', 'build-1')).toBeUndefined();
  });
});

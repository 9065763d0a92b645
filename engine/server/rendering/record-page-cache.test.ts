import { describe, expect, it } from 'vitest';
import type { HtmlBody } from './html-response';
import { RecordPageCache } from './record-page-cache';

const page = (text: string, bytes = text.length): HtmlBody => ({
  identity: Buffer.alloc(bytes, text),
  etag: `"${text}"`,
});
const v1 = { build: 'build-1', record: 'id-1 2026-12-01T10:00:00Z' };
const v2 = { build: 'build-1', record: 'id-1 2026-12-01T11:00:00Z' };

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
});

import fc from 'fast-check';
import { METHODS } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { PERMISSIONS_POLICY } from './security';

// Whatever arrives, the server answers with a status, quickly, and keeps answering.

const ALLOWED = new Set([
  200, 201, 204, 303, 304, 400, 401, 403, 404, 405, 413, 414, 415, 429, 431,
]);

describe.each(testDatabases)('the site server on $name, to any request', (backend) => {
  const site = useSiteServer(backend);

  it.each([
    ['//', '//', 404],
    ['//[', '//[', 404],
    ['//%', '//%', 404],
    ['//a:99999', '//a:99999', 404],
    ['/a and 16,000 slashes', `/a${'/'.repeat(16_000)}`, 404],
    ['/%E0%A4%A', '/%E0%A4%A', 404],
    ['/../../etc/passwd', '/../../etc/passwd', 404],
    ['/assets/..%2F..%2Fpackage.json', '/assets/..%2F..%2Fpackage.json', 404],
    ['/services/Bad_Slug', '/services/Bad_Slug', 404],
    ['/services/a/b', '/services/a/b', 404],
    ['/nope', '/nope', 404],
    ['/about/', '/about/', 200],
  ])('answers GET %s within a second', async (_name, path, status) => {
    const response = await rawRequest(site.url, { path });
    expect(response.status).toBe(status);
    expect(response.ms).toBeLessThan(1000);
    if (status === 404) expect(response.body).toContain('Oops! Page not found');
    expect((await rawRequest(site.url, { path: '/' })).status).toBe(200);
  });

  it('refuses other methods on pages with 405 and says which it allows; HEAD works', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE']) {
      const response = await rawRequest(site.url, { method, path: '/' });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const head = await rawRequest(site.url, { method: 'HEAD', path: '/about' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('puts security headers on pages, files, API answers and errors alike', async () => {
    for (const path of ['/', '/favicon.svg', '/api/services/cloud-it-solutions', '/nope', '//%']) {
      const { headers } = await rawRequest(site.url, { path });
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toBe(PERMISSIONS_POLICY);
      expect(headers['permissions-policy'], path).toContain('geolocation=()');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('keeps windows of other origins off staff pages only (opener policy)', async () => {
    for (const path of ['/admin', '/admin?link=used']) {
      const { headers } = await rawRequest(site.url, { path });
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    const record = '/services/cloud-it-solutions';
    for (const path of [
      '/',
      '/contact',
      record,
      '/services/not-a-record',
      '/nope',
      '/api/services',
    ]) {
      const { headers } = await rawRequest(site.url, { path });
      expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });
  it('caches hashed assets and photos for a year, images for a day, and revalidates pages by ETag', async () => {
    const home = await rawRequest(site.url, { path: '/' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const asset = await rawRequest(site.url, { path: script! });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const about = await rawRequest(site.url, { path: '/about' });
    const photo = /srcSet="(\/media\/[^" ]+\.avif) /.exec(about.body)?.[1];
    expect(photo).toBeDefined();
    const encoded = await rawRequest(site.url, { path: photo! });
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-type']).toBe('image/avif');
    expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await rawRequest(site.url, { path: '/favicon.svg' });
    expect(image.headers['cache-control']).toMatch(/^public, max-age=86400/);

    expect(home.headers['cache-control']).toBe('no-cache');
    const etag = String(home.headers.etag);
    const again = await rawRequest(site.url, { path: '/', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends pages and assets compressed to clients that accept it', async () => {
    const brotli = await rawRequest(site.url, { path: '/', headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await rawRequest(site.url, {
      path: '/services/quantum-widgets',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(site.url, { path: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<!doctype html>');
  });

  it("sends a form's choice from ?service= already made in the HTML, and ignores one it does not offer", async () => {
    // The options selected in the service select.
    const chosen = (html: string) =>
      [
        ...(/<select[^>]*name="service"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '').matchAll(
          /<option value="([^"]*)" selected="">/g,
        ),
      ].map((match) => match[1]);
    const page = async (path: string) => (await rawRequest(site.url, { path })).body;
    expect(chosen(await page('/contact?service=managed-it'))).toEqual(['managed-it']);
    // Mapped to the nearest interest, in Arabic too, and the browser's first render agrees.
    const arabic = await page('/ar/contact?service=communication&utm_source=mail');
    expect(chosen(arabic)).toEqual(['voip']);
    expect(arabic).toContain('"search":"?service=voip"');
    // An unknown value, or a query that chooses nothing, gets the page as prerendered.
    const prerendered = await page('/contact');
    expect(chosen(prerendered)).toEqual(['']);
    expect(await page('/contact?service=no-such')).toBe(prerendered);
    expect(await page('/contact?utm_source=mail')).toBe(prerendered);
  });

  it('answers unknown API paths with JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await rawRequest(site.url, { method, path: '/api/nothing-here' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'not-found' } });
    }
  });

  it('survives any path, method and headers (property-based), and still serves /', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('..', '.', '%', '%00', '%2F', '%E0%A4%A', '[', ':99999', 'services', 'api'),
    );
    const path = fc
      .array(segment, { maxLength: 8 })
      .map((parts) => `/${parts.join('/')}`.replace(/[\s#?]/g, (c) => encodeURIComponent(c)));
    const headerValue = fc
      .string({ maxLength: 40 })
      .map((text) => text.replace(/[^\x20-\x7e]/g, ''));
    const headers = fc.record(
      {
        'Accept-Encoding': fc.oneof(headerValue, fc.constantFrom('br', 'gzip, deflate', '*')),
        'If-None-Match': headerValue,
        Cookie: fc.oneof(
          headerValue,
          headerValue.map((value) => `site_admin=${value}`),
        ),
        Origin: fc.oneof(headerValue, fc.constant('https://evil.example')),
        'Content-Type': fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
        ),
        Range: headerValue,
      },
      { requiredKeys: [] },
    );
    const method = fc.constantFrom(...METHODS.filter((name) => name !== 'CONNECT'));
    await fc.assert(
      fc.asyncProperty(path, method, headers, fc.string({ maxLength: 64 }), async (p, m, h, b) => {
        // GET and HEAD carry no body: bytes after one are the next request on the connection.
        const body = m === 'GET' || m === 'HEAD' ? undefined : b;
        const response = await rawRequest(site.url, { method: m, path: p, headers: h, body });
        expect(ALLOWED.has(response.status), `${m} ${p} answered ${response.status}`).toBe(true);
        expect(response.ms).toBeLessThan(1000);
      }),
      { numRuns: 300 },
    );
    expect((await rawRequest(site.url, { path: '/' })).status).toBe(200);
    expect(site.errors).toEqual([]);
  });
});

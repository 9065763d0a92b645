import { mkdtempSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../tests/fixtures/captured-logger';
import { rawRequest, type RawResponse } from '../../tests/fixtures/raw-http';
import { serviceInput } from '../../tests/fixtures/service-content';
import { testDist, useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases, type TestDatabase } from '../../tests/fixtures/test-databases';
import { buildLayout } from '../build/build-layout';
import type { SqlDatabase } from '../database/sql-database';

// A record page is rendered once per version and kept: while the database reports every
// change, the next visitor gets it from memory, and whatever changes its record (staff,
// sitectl through the server, another process, SQL) or the build, the next one gets the
// new page.

/** A backend whose databases count the queries that read service content. */
function countingReads(backend: TestDatabase): { backend: TestDatabase; reads: () => number } {
  let reads = 0;
  const counted = (db: SqlDatabase): SqlDatabase => ({
    ...db,
    query: (sql, params) => {
      if (sql.includes('from public.service_content_feed')) reads += 1;
      return db.query(sql, params);
    },
  });
  return {
    backend: { name: backend.name, open: async () => counted(await backend.open()) },
    reads: () => reads,
  };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The headers of an answer that must be the same each time: all but the date and request id. */
const lastingHeaders = ({ headers }: RawResponse) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );

describe.each(testDatabases)('kept record pages on $name', (plain) => {
  const { backend, reads } = countingReads(plain);
  const site = useSiteServer(backend);
  const page = (slug: string, headers: Record<string, string> = {}) =>
    rawRequest(site.url, { path: `/services/${slug}`, headers });
  const staffWrite = (method: 'POST' | 'PUT', body: unknown) =>
    rawRequest(site.url, {
      method,
      path: '/api/admin/services',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Resolves once the page is served from memory: asking for it reads nothing. */
  const untilKept = (slug: string) =>
    expect
      .poll(
        async () => {
          const before = reads();
          expect((await page(slug)).status).toBe(200);
          return reads() - before;
        },
        { timeout: 20_000 },
      )
      .toBe(0);

  it('serves a kept page again without reading the database', async () => {
    await untilKept('cloud-it-solutions');
    const before = reads();
    for (let visit = 0; visit < 20; visit += 1) {
      expect((await page('cloud-it-solutions')).body).toContain(
        'Cloud IT Solutions for Growing Businesses</h1>',
      );
    }
    expect(reads()).toBe(before);
  });

  it('shows a record created, then changed, through the staff API on the next request', async () => {
    const generated = await page('harbour-wifi');
    expect(headOf(generated.body)).toContain('<meta name="robots" content="noindex">');

    const service = serviceInput({
      slug: 'harbour-wifi',
      name: 'Harbour WiFi',
      h1: 'Harbour WiFi',
    });
    expect((await staffWrite('POST', service)).status).toBe(201);
    const created = await page('harbour-wifi');
    expect(created.body).toContain('Harbour WiFi</h1>');
    expect(headOf(created.body)).not.toContain('noindex');

    await untilKept('harbour-wifi');
    expect(
      (await staffWrite('PUT', { services: [{ ...service, h1: 'Marina WiFi' }] })).status,
    ).toBe(200);
    const changed = await page('harbour-wifi', { 'If-None-Match': String(created.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('Marina WiFi</h1>');
    expect(changed.headers.etag).not.toBe(created.headers.etag);
  });

  it('shows an edit of a record and its Arabic, through the staff API, on the next request', async () => {
    const service = serviceInput({ slug: 'dhow-wifi', name: 'Dhow WiFi', h1: 'Dhow WiFi' });
    await staffWrite('PUT', { services: [service] });
    const arabic = (path: string) => rawRequest(site.url, { path });
    await untilKept('dhow-wifi');
    expect((await arabic('/ar/services/dhow-wifi')).status).toBe(200);

    const edited = await rawRequest(site.url, {
      method: 'PUT',
      path: '/api/admin/services/dhow-wifi',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...service,
        h1: 'Dhow WiFi at Sea',
        translations: { ar: { name: 'واي فاي المراكب', h1: 'واي فاي المراكب في البحر' } },
      }),
    });
    expect(edited.status).toBe(200);
    expect((await page('dhow-wifi')).body).toContain('Dhow WiFi at Sea</h1>');
    expect((await arabic('/ar/services/dhow-wifi')).body).toContain(
      'واي فاي المراكب في البحر</h1>',
    );
  });

  it('shows a change written to the database by another writer once the database reports it', async () => {
    await untilKept('cloud-it-solutions');
    await site.db.query(
      `update public.service_content_feed set h1 = 'Cloud Changed by SQL' where slug = $1`,
      ['cloud-it-solutions'],
    );
    await expect
      .poll(async () => (await page('cloud-it-solutions')).body)
      .toContain('Cloud Changed by SQL</h1>');
    await site.db.query(`delete from public.service_content_feed where slug = $1`, [
      'cloud-it-solutions',
    ]);
    await expect
      .poll(async () => headOf((await page('cloud-it-solutions')).body))
      .toContain('<meta name="robots" content="noindex">');
  });

  it('answers visitors who come together for a page not yet kept, each in its encoding', async () => {
    await staffWrite('PUT', { services: [serviceInput({ slug: 'rush-hour', h1: 'Rush Hour' })] });
    const encodings = ['gzip', 'br', 'identity'];
    // Sent at once, so they arrive while the page is being rendered for the first of them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, visitor) =>
        page('rush-hour', { 'Accept-Encoding': encodings[visitor % 3]! }),
      ),
    );
    const decoded = answers.map(({ headers, bytes }) => {
      if (headers['content-encoding'] === 'gzip') return gunzipSync(bytes).toString();
      if (headers['content-encoding'] === 'br') return brotliDecompressSync(bytes).toString();
      return bytes.toString();
    });
    answers.forEach((answer, visitor) => {
      const encoding = encodings[visitor % 3];
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      expect(decoded[visitor]).toBe(decoded[0]);
    });
    expect(decoded[0]).toContain('Rush Hour</h1>');
  });

  it('answers from memory byte for byte as it did when it rendered the page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'Accept-Encoding': encoding };
      // A change drops what is kept: the next answer is rendered.
      await staffWrite('PUT', { services: [serviceInput({ slug: 'byte-check', h1: encoding })] });
      const before = reads();
      const rendered = await page('byte-check', headers);
      expect(reads()).toBeGreaterThan(before);
      await untilKept('byte-check');
      const kept = await page('byte-check', headers);

      expect(kept.status).toBe(rendered.status);
      expect(lastingHeaders(kept)).toEqual(lastingHeaders(rendered));
      expect(kept.bytes.equals(rendered.bytes)).toBe(true);
      expect(rendered.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      const revalidated = await page('byte-check', {
        ...headers,
        'If-None-Match': String(kept.headers.etag),
      });
      expect(revalidated.status).toBe(304);
    }
  });
});

describe('record pages rendered ahead of their visitors', () => {
  const { backend, reads } = countingReads(testDatabases[0]!);
  const { logger, lines } = capturedLogger();
  // Two pages: every one would take the test seconds of rendering, each time.
  const site = useSiteServer(backend, { renderAheadPages: 2, logger });
  const runsDone = () =>
    lines.filter(({ msg }) => /^Rendered \d+ record pages ahead/.test(String(msg))).length;
  // A run renders and compresses its pages after a delay: on a busy machine, seconds.
  const untilRun = { timeout: 20_000 };
  /** A first visit, and how many reads of service content it made. */
  const firstVisit = async (path: string) => {
    const before = reads();
    const answer = await rawRequest(site.url, { path, headers: { 'Accept-Encoding': 'gzip' } });
    return { answer, reads: reads() - before };
  };

  it('has record pages ready at start, and again after an edit, without a read', async () => {
    await expect.poll(runsDone, untilRun).toBeGreaterThan(0);
    // The sitemap's first service pages (record pages have a date), which were rendered ahead.
    const sitemap = (await rawRequest(site.url, { path: '/sitemap.xml' })).body.toString();
    const [first, second] = [...sitemap.matchAll(/<loc>([^<]*)<\/loc><lastmod>/g)]
      .map(([, url]) => new URL(url!).pathname)
      .filter((path) => path.includes('/services/'));
    expect(first).toMatch(/^\/ar\/services\//);
    const english = await firstVisit(first!);
    expect(english.answer.status).toBe(200);
    expect(english.answer.headers['content-encoding']).toBe('gzip');
    expect(english.reads).toBe(0);
    expect((await firstVisit(second!)).reads).toBe(0);

    const runs = runsDone();
    const slug = first!.split('/').at(-1)!;
    const edit = serviceInput({
      slug,
      h1: 'Rendered Ahead',
      translations: { ar: { name: 'مقدّماً', h1: 'صفحة جاهزة مقدّماً' } },
    });
    const saved = await rawRequest(site.url, {
      method: 'PUT',
      path: '/api/admin/services',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({ services: [edit] }),
    });
    expect(saved.status).toBe(200);
    await expect.poll(runsDone, untilRun).toBeGreaterThan(runs);
    const edited = await firstVisit(first!);
    expect(edited.reads).toBe(0);
    expect(gunzipSync(edited.answer.bytes).toString()).toContain('صفحة جاهزة مقدّماً</h1>');
  });
});

describe('record pages of a rebuilt site', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-records-'));
  beforeAll(async () => {
    await cp(testDist, dist, { recursive: true });
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  const pglite = testDatabases.find((backend) => backend.name === 'PGlite')!;
  const site = useSiteServer(pglite, { distDir: dist });

  it('are rendered by the new build, never served as kept from the old one', async () => {
    const visit = async () =>
      (await rawRequest(site.url, { path: '/services/cloud-it-solutions' })).body;
    expect(await visit()).toContain('Cloud IT Solutions for Growing Businesses</h1>');
    expect(await visit()).not.toContain('<!-- rebuilt -->');

    const layout = buildLayout(dist);
    const template = path.join(layout.server, 'template.html');
    await writeFile(
      template,
      (await readFile(template, 'utf8')).replace('<body>', '<body><!-- rebuilt -->'),
    );
    const manifest = JSON.parse(await readFile(layout.manifest, 'utf8')) as { id: string };
    await writeFile(layout.manifest, JSON.stringify({ ...manifest, id: 'rebuilt' }));

    await expect.poll(visit, { timeout: 5000 }).toContain('<!-- rebuilt -->');
  });
});

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceInput } from '../../tests/fixtures/service-content';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { testDist, useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { PageBoot, PageData } from '../site/page-data';
import { buildLayout } from '../build/build-layout';
import type { StaffSessionStore } from '../staff/access/sql-staff-session-store';
import { AdminAuth } from './admin-auth';
import { createSiteServer, type SiteServerOptions } from './app';

// Record pages come from the database on every request: what staff and operators write
// is what the next visitor gets, head tags and all.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe.each(testDatabases)('record pages on $name', (backend) => {
  const site = useSiteServer(backend);

  const importServices = (services: unknown[]) =>
    rawRequest(site.url, {
      method: 'PUT',
      path: '/api/admin/services',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({ services }),
    });

  it('renders a seeded service from its record, with its own title and description', async () => {
    const { status, body } = await rawRequest(site.url, { path: '/services/cloud-it-solutions' });
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Cloud IT Solutions for Growing Businesses<\/h1>/);
    const head = headOf(body);
    expect(head).not.toContain('{record.');
    expect(head).not.toContain('noindex');
    expect(head).toContain(
      '<link rel="canonical" href="https://www.techcrew.ae/services/cloud-it-solutions">',
    );
  });

  it("names its template's shared boot file and carries only its own record", async () => {
    const { body } = await rawRequest(site.url, { path: '/services/cloud-it-solutions' });
    const element =
      /<script type="application\/json" id="page-data" data-start="([\w-]+)">([^<]*)<\/script>/.exec(
        body,
      );
    // Served by this server, the record is current: its blocks come alive as islands.
    expect(element?.[1]).toBe('islands');
    const { src, data } = JSON.parse(element![2]!) as { src: string; data: PageData };
    expect(data.record?.slug).toBe('cloud-it-solutions');
    expect(data.page).toBeUndefined();

    const shared = await rawRequest(site.url, { path: src });
    expect(shared.status).toBe(200);
    expect(shared.headers['content-type']).toMatch(/^application\/json/);
    expect(shared.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const boot = JSON.parse(shared.body) as PageBoot;
    expect(boot.data).toMatchObject({ route: '/services/:slug' });
    expect(boot.data.page.blocks.length).toBeGreaterThan(0);
    expect(boot.data.record).toBeUndefined();
    expect(boot.scripts.some((file) => /^\/assets\/start-client-[\w-]+\.js$/.test(file))).toBe(
      true,
    );
  });

  it('renders any other valid slug as generated content, kept out of search', async () => {
    const { status, body } = await rawRequest(site.url, { path: '/services/quantum-widgets' });
    expect(status).toBe(200);
    const head = headOf(body);
    expect(head).toContain('<title>Quantum Widgets Services | TechCrew UAE</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain(
      '<meta property="og:title" content="Quantum Widgets Services | TechCrew UAE">',
    );
    expect(head).not.toContain('{record.');
  });

  it('serves an imported service at once, and its next version after an update', async () => {
    const service = serviceInput({
      slug: 'rooftop-solar-networks',
      name: 'Rooftop Solar Networks',
      h1: 'Rooftop Solar Networks in Dubai',
      meta_title: 'Rooftop Solar Networks | TechCrew',
    });
    expect(
      (await rawRequest(site.url, { path: '/services/rooftop-solar-networks' })).body,
    ).toContain('noindex');
    expect((await importServices([service])).status).toBe(200);
    const first = await rawRequest(site.url, { path: '/services/rooftop-solar-networks' });
    expect(first.body).toContain('Rooftop Solar Networks in Dubai</h1>');
    expect(headOf(first.body)).toContain('<title>Rooftop Solar Networks | TechCrew</title>');
    expect(headOf(first.body)).not.toContain('noindex');

    await importServices([{ ...service, h1: 'Solar-Ready Networks for Dubai Rooftops' }]);
    const second = await rawRequest(site.url, {
      path: '/services/rooftop-solar-networks',
      headers: { 'If-None-Match': String(first.headers.etag) },
    });
    expect(second.status).toBe(200);
    expect(second.body).toContain('Solar-Ready Networks for Dubai Rooftops</h1>');
  });

  it('keeps content with $ patterns, quotes and markup as text', async () => {
    const tricky = "Costs $& more $' than $` you think <script>alert(1)</script>";
    await importServices([
      serviceInput({ slug: 'tricky-text', name: 'Tricky', h1: tricky, hero: '$$ saved' }),
    ]);
    const { body } = await rawRequest(site.url, { path: '/services/tricky-text' });
    expect(body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(body).toContain('Costs $&amp; more $&#x27; than $` you think &lt;script&gt;');
    expect(body).toContain('$$ saved');
    expect(body).not.toContain('<script>alert(1)</script>');
  });

  it('answers the public record API by slug, and 404 for none', async () => {
    const found = await rawRequest(site.url, { path: '/api/services/cloud-it-solutions' });
    expect(found.status).toBe(200);
    expect(JSON.parse(found.body)).toMatchObject({
      slug: 'cloud-it-solutions',
      name: 'Cloud IT Solutions',
    });
    expect((await rawRequest(site.url, { path: '/api/services/nothing-here' })).status).toBe(404);
    expect((await rawRequest(site.url, { path: '/api/services/Bad_Slug' })).status).toBe(404);
  });

  it('refuses an import with any invalid service and writes none of it', async () => {
    const response = await importServices([
      serviceInput({ slug: 'all-or-nothing', name: 'Kept out', h1: 'Kept out' }),
      { slug: 'Not A Slug', name: 'x', h1: 'x' },
    ]);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.message).toMatch(/Service 2/);
    expect((await rawRequest(site.url, { path: '/api/services/all-or-nothing' })).status).toBe(404);
  });
});

describe('a rebuilt site', () => {
  const copies: string[] = [];
  afterAll(async () => {
    await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is served by the running server without a restart', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'dist-copy-'));
    copies.push(dist);
    await cp(testDist, dist, { recursive: true });
    // Static pages only: no database is needed to serve them.
    const app = await createSiteServer({
      distDir: dist,
      database: {
        services: {},
        leads: {},
        watchServiceChanges: () => ({ stop: async () => {} }),
      } as unknown as SiteServerOptions['database'],
      auth: new AdminAuth({} as StaffSessionStore),
      linkBase: () => '',
      erasureLog: '/nonexistent/erasures.ndjson',
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await rawRequest(url, { path: '/about' })).body).not.toContain('Rebuilt about page');
      const layout = buildLayout(dist);
      const about = path.join(layout.client, 'about', 'index.html');
      const html = (await readFile(about, 'utf8')).replace('<body>', '<body>Rebuilt about page');
      await writeFile(about, html);
      await rm(`${about}.br`, { force: true });
      await rm(`${about}.gz`, { force: true });
      const manifest = JSON.parse(await readFile(layout.manifest, 'utf8')) as { id: string };
      await writeFile(layout.manifest, JSON.stringify({ ...manifest, id: 'rebuilt' }));
      await expect
        .poll(async () => (await rawRequest(url, { path: '/about' })).body, { timeout: 5000 })
        .toContain('Rebuilt about page');
    } finally {
      await app.close();
    }
  });
});

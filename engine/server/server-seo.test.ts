import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { serviceInput } from '../../tests/fixtures/service-content';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { ServiceContent } from '../services/service-content';

// What search engines and link previews read: the sitemap from the database, robots.txt,
// and the JSON-LD in the head of prerendered and server-rendered pages.

const origin = 'https://www.techcrew.ae';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

interface Graph {
  '@context': string;
  '@graph': { '@type': string; [key: string]: unknown }[];
}

function jsonLdOf(html: string): Graph {
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [
    ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
  ];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Graph;
}

const nodeOf = (graph: Graph, type: string) =>
  graph['@graph'].find((node) => node['@type'] === type);

describe('what search engines and link previews read', () => {
  const site = useSiteServer(testDatabases[0]!);

  describe('search engines', () => {
    it('lists every public page and service record in /sitemap.xml, and nothing private', async () => {
      const { status, headers, body } = await rawRequest(site.url, { path: '/sitemap.xml' });
      expect(status).toBe(200);
      expect(headers['content-type']).toMatch(/^application\/xml/);
      expect(body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
      );
      const locs = locsOf(body);
      for (const path of [
        '/',
        '/about',
        '/services',
        '/services/cybersecurity',
        '/services/cloud-it-solutions',
        '/ar',
        '/ar/services/cybersecurity',
        '/ar/services/cloud-it-solutions',
      ])
        expect(locs).toContain(`${origin}${path}`);
      for (const path of [
        '/admin',
        '/sent',
        '/not-sent',
        '/unavailable',
        '/ar/unavailable',
        '/404',
        '/services/[slug]',
        '/ar/admin',
        '/ar/sent',
        '/ar/services/[slug]',
      ])
        expect(locs).not.toContain(`${origin}${path}`);
      expect(new Set(locs).size, 'each page once').toBe(locs.length);
      expect(locs.every((loc) => loc!.startsWith(`${origin}/`))).toBe(true);
    });

    it("dates a record's page by its updated_at", async () => {
      const stored = (await (
        await fetch(`${site.url}/api/services/cloud-it-solutions`)
      ).json()) as ServiceContent;
      const { body } = await rawRequest(site.url, { path: '/sitemap.xml' });
      expect(body).toContain(
        `<url><loc>${origin}/services/cloud-it-solutions</loc><lastmod>${new Date(stored.updated_at).toISOString()}</lastmod><xhtml:link rel="alternate" hreflang="en" `,
      );
      expect(body).toContain(`<url><loc>${origin}/services</loc><xhtml:link `);
    });

    it('lists a record created through the staff API at once, and never a fallback page', async () => {
      const before = await rawRequest(site.url, { path: '/sitemap.xml' });
      expect(locsOf(before.body)).not.toContain(`${origin}/services/harbour-wifi-surveys`);
      const created = await rawRequest(site.url, {
        method: 'POST',
        path: '/api/admin/services',
        headers: { ...site.operator, 'Content-Type': 'application/json' },
        body: JSON.stringify(
          serviceInput({
            slug: 'harbour-wifi-surveys',
            name: 'Harbour WiFi Surveys',
            h1: 'Harbour WiFi Surveys',
          }),
        ),
      });
      expect(created.status).toBe(201);
      await rawRequest(site.url, { path: '/services/no-record-for-this-slug' });
      const after = await rawRequest(site.url, { path: '/sitemap.xml' });
      expect(locsOf(after.body)).toContain(`${origin}/services/harbour-wifi-surveys`);
      expect(locsOf(after.body)).not.toContain(`${origin}/services/no-record-for-this-slug`);
    });

    it('points robots at the sitemap and keeps them out of /admin', async () => {
      const { status, headers, body } = await rawRequest(site.url, { path: '/robots.txt' });
      expect(status).toBe(200);
      expect(headers['content-type']).toMatch(/^text\/plain/);
      expect(body.split('\n')).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Disallow: /admin',
          `Sitemap: ${origin}/sitemap.xml`,
        ]),
      );
    });
  });

  describe('structured data', () => {
    it('names the organisation with its contacts on the prerendered home page', async () => {
      const { body } = await rawRequest(site.url, { path: '/' });
      const graph = jsonLdOf(body);
      expect(graph['@context']).toBe('https://schema.org');
      expect(nodeOf(graph, 'Organization')).toMatchObject({
        name: 'TechCrew',
        url: `${origin}/`,
        email: 'hello@techcrew.ae',
        telephone: '+971 4 123 4567',
      });
      expect(nodeOf(graph, 'Service')).toBeUndefined();
      expect(nodeOf(graph, 'BreadcrumbList')).toBeUndefined();
    });

    it('describes a record page as a Service with its breadcrumb, names as written', async () => {
      const { body } = await rawRequest(site.url, { path: '/services/cloud-it-solutions' });
      const graph = jsonLdOf(body);
      expect(nodeOf(graph, 'Organization')).toMatchObject({ name: 'TechCrew' });
      expect(nodeOf(graph, 'Service')).toMatchObject({
        name: 'Cloud IT Solutions',
        url: `${origin}/services/cloud-it-solutions`,
        category: 'Cloud',
        provider: { '@id': `${origin}/#organization` },
      });
      const trail = nodeOf(graph, 'BreadcrumbList')!.itemListElement as { name: string }[];
      expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Services', 'Cloud IT Solutions']);
      // The page shows the same names: the breadcrumb and the family badge.
      expect(body).toMatch(/aria-current="page"[^>]*>Cloud IT Solutions</);
      expect(body).toContain('>Cloud UAE<');
    });

    it('gives a page of its own the catalogue name, and a fallback page a written family', async () => {
      const own = jsonLdOf((await rawRequest(site.url, { path: '/services/cybersecurity' })).body);
      expect(nodeOf(own, 'Service')).toMatchObject({ name: 'Cybersecurity' });
      const fallback = await rawRequest(site.url, { path: '/services/quantum-widgets' });
      expect(nodeOf(jsonLdOf(fallback.body), 'Service')).toMatchObject({ name: 'Quantum Widgets' });
      expect(fallback.body).toContain('>IT Services UAE<');
      expect(fallback.body).not.toContain('>Services UAE<');
    });
  });
});

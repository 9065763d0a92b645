import { describe, expect, it } from 'vitest';
import { englishAndArabic } from '../../tests/fixtures/locales';
import type { PageDocument } from '../document/page-types';
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapPages } from './sitemap';

const documents: Record<string, Partial<PageDocument>> = {
  '/': {},
  '/about': {},
  '/admin': { noindex: true },
  '/services/cybersecurity': {},
  '/services/:slug': { record: { source: 'service' } as PageDocument['record'] },
  '404': { noindex: true },
};

const pages: SitemapPages = {
  routes: [
    { route: '/', kind: 'static' },
    { route: '/about', kind: 'static' },
    { route: '/admin', kind: 'static' },
    { route: '/services/cybersecurity', kind: 'static' },
    { route: '/services/:slug', kind: 'template' },
    { route: '404', kind: 'not-found' },
  ],
  loadPage: async (route) => documents[route] as PageDocument,
};

describe('sitemapEntries', () => {
  it('lists static pages open to search, then a page per record dated by updated_at', async () => {
    const entries = await sitemapEntries(pages, {
      service: [
        { slug: 'sip-trunking', updated_at: '2026-11-20T08:00:00+00:00' },
        { slug: 'cloud-it-solutions', updated_at: '2026-11-21T09:30:00.5+04:00' },
      ],
    });
    expect(entries).toEqual([
      { path: '/' },
      { path: '/about' },
      { path: '/services/cybersecurity' },
      { path: '/services/cloud-it-solutions', lastmod: '2026-11-21T05:30:00.500Z' },
      { path: '/services/sip-trunking', lastmod: '2026-11-20T08:00:00.000Z' },
    ]);
  });

  it('lists a record with a page of its own once, and skips slugs no page can have', async () => {
    const entries = await sitemapEntries(pages, {
      service: [
        { slug: 'cybersecurity', updated_at: '2026-11-20T08:00:00Z' },
        { slug: 'Bad Slug', updated_at: '2026-11-20T08:00:00Z' },
        { slug: 'undated', updated_at: 'not a date' },
      ],
    });
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/services/cybersecurity',
      '/services/undated',
    ]);
    expect(entries.at(-1)).toEqual({ path: '/services/undated' });
  });
});

describe('sitemapXml', () => {
  it('writes absolute canonical addresses in the sitemaps.org format', () => {
    expect(
      sitemapXml('https://www.example.ae', [
        { path: '/' },
        { path: '/services/a&b/', lastmod: '2026-11-20T08:00:00.000Z' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.example.ae/</loc></url>',
        '  <url><loc>https://www.example.ae/services/a&amp;b</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('keeps robots out of the staff dashboard and names the sitemap', () => {
    expect(robotsTxt('https://www.example.ae')).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: https://www.example.ae/sitemap.xml\n',
    );
  });
});

describe('a sitemap in two languages', () => {
  const twoLanguages: SitemapPages = {
    routes: [
      { route: '/', kind: 'static' },
      { route: '/about', kind: 'static' },
      { route: '/ar', kind: 'static' },
      { route: '/services/:slug', kind: 'template' },
      { route: '/ar/services/:slug', kind: 'template' },
      { route: '/blog/:slug', kind: 'template' },
      { route: '/ar/blog/:slug', kind: 'template' },
    ],
    loadPage: async (route) =>
      (route.includes(':slug')
        ? { record: { source: route.includes('blog') ? 'post' : 'service' } }
        : {}) as unknown as PageDocument,
    site: { locales: englishAndArabic },
  };

  it('lists an Arabic record page only for a record with an Arabic translation', async () => {
    const entries = await sitemapEntries(twoLanguages, {
      service: [
        { slug: 'cloud', updated_at: 'x', translations: { ar: {} } },
        { slug: 'voip', updated_at: 'x' },
      ],
    });
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/ar',
      '/services/cloud',
      '/services/voip',
      '/ar/services/cloud',
    ]);
  });

  it('lists each published post on the blog template of every language it is written in', async () => {
    const entries = await sitemapEntries(twoLanguages, {
      service: [{ slug: 'cloud', updated_at: 'x' }],
      post: [
        { slug: 'ransomware', updated_at: '2026-12-01T10:00:00Z', translations: { ar: {} } },
        { slug: 'wifi', updated_at: '2026-12-02T10:00:00Z' },
      ],
    });
    expect(entries.slice(3)).toEqual([
      { path: '/services/cloud' },
      { path: '/blog/ransomware', lastmod: '2026-12-01T10:00:00.000Z' },
      { path: '/blog/wifi', lastmod: '2026-12-02T10:00:00.000Z' },
      { path: '/ar/blog/ransomware', lastmod: '2026-12-01T10:00:00.000Z' },
    ]);
  });

  it('gives each address its alternates in the languages the sitemap has it in, and x-default', () => {
    const xml = sitemapXml(
      'https://www.example.ae',
      [{ path: '/' }, { path: '/about' }, { path: '/ar' }],
      englishAndArabic,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://www.example.ae/ar</loc><xhtml:link rel="alternate" hreflang="en" href="https://www.example.ae/"/><xhtml:link rel="alternate" hreflang="ar" href="https://www.example.ae/ar"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.ae/"/></url>',
    );
    expect(xml).toContain('<url><loc>https://www.example.ae/about</loc></url>');
  });
});

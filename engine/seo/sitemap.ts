import { isValidSlug } from '../data/import/field-rules';
import type { ServiceContent } from '../data/service-content';
import type { PageDocument } from '../document/page-types';
import type { PageRoute } from '../document/routes';
import { canonicalUrl } from './canonical';
import { keptOutOfSearch } from './kept-out-of-search';

/** What the sitemap needs of a build's renderer: its routes and their documents. */
export interface SitemapPages {
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
  loadPage(route: string): Promise<PageDocument>;
}

export interface SitemapEntry {
  path: string;
  /** When the content last changed, for pages that know it (service records). */
  lastmod?: string;
}

/**
 * The pages search engines may list: every static route whose document is not kept
 * out of search (`noindex`, as the form receipts are, or `access: staff`, as the admin
 * is), then a page per service record on the template route that shows records, dated by
 * the record's `updated_at`. A record whose slug has a page of its own is that page; slugs
 * without a record (generated fallback content) are never listed.
 */
export async function sitemapEntries(
  pages: SitemapPages,
  records: readonly Pick<ServiceContent, 'slug' | 'updated_at'>[],
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  const listed = new Set<string>();
  for (const { route, kind } of pages.routes) {
    if (kind !== 'static') continue;
    const page = await pages.loadPage(route);
    if (keptOutOfSearch(page)) continue;
    entries.push({ path: route });
    listed.add(route);
  }
  const sorted = [...records].sort((a, b) => a.slug.localeCompare(b.slug));
  for (const { route, kind } of pages.routes) {
    if (kind !== 'template' || !route.includes(':slug')) continue;
    if (!(await pages.loadPage(route)).record) continue;
    for (const record of sorted) {
      const path = route.replace(':slug', record.slug);
      if (!isValidSlug(record.slug) || listed.has(path)) continue;
      const updated = new Date(record.updated_at);
      entries.push({
        path,
        ...(Number.isNaN(updated.getTime()) ? {} : { lastmod: updated.toISOString() }),
      });
      listed.add(path);
    }
  }
  return entries;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The entries as a sitemaps.org XML document, each address absolute and canonical. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(canonicalUrl(siteUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the staff dashboard; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

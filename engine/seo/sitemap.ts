import { isValidSlug } from '../schema/field-rules';
import type { RECORD_SOURCES } from '../schema/record.schema';
import type { ServiceContent } from '../services/service-content';
import type { PageDocument } from '../document/page-types';
import type { PageRoute } from '../document/routes';
import { englishOnly, localeOfPath, pathInLocale, type LocaleSettings } from '../locale/locales';
import { canonicalUrl } from './canonical';
import { keptOutOfSearch } from './kept-out-of-search';

/** What the sitemap needs of a build's renderer: its routes and their documents. */
export interface SitemapPages {
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
  loadPage(route: string): Promise<PageDocument>;
  /** The locales the site is written in; English only without. */
  site?: { locales: readonly LocaleSettings[] };
}

type RecordSource = (typeof RECORD_SOURCES)[number];

/** What the sitemap needs of a record: its slug, when it changed, its translations' locales. */
export type SitemapRecord = Pick<ServiceContent, 'slug' | 'updated_at'> & {
  translations?: Readonly<Record<string, unknown>>;
};

/** The records of each source a template page may show (`record: { source }`). */
export type RecordsBySource = Readonly<Partial<Record<RecordSource, readonly SitemapRecord[]>>>;

export interface SitemapEntry {
  path: string;
  /** When the content last changed, for pages that know it (service records). */
  lastmod?: string;
}

/**
 * The pages search engines may list: every static route whose document is not kept
 * out of search (`noindex`, as the form receipts are, or `access: staff`, as the admin
 * is), then the record pages (recordPageEntries): service records and published posts.
 */
export async function sitemapEntries(
  pages: SitemapPages,
  records: RecordsBySource,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const { route, kind } of pages.routes) {
    if (kind !== 'static') continue;
    if (keptOutOfSearch(await pages.loadPage(route))) continue;
    entries.push({ path: route });
  }
  return [...entries, ...(await recordPageEntries(pages, records))];
}

/**
 * A page per record on each template route that shows records of its source (service
 * records, posts), in the locales the record is written in, dated by its `updated_at`,
 * sorted by slug. A record whose slug has a page of its own is that page, so it is not one
 * of these; slugs without a record (generated fallback content) never are.
 */
export async function recordPageEntries(
  pages: SitemapPages,
  records: RecordsBySource,
): Promise<SitemapEntry[]> {
  const locales = pages.site?.locales ?? englishOnly;
  const entries: SitemapEntry[] = [];
  const listed = new Set(pages.routes.filter(({ kind }) => kind === 'static').map((r) => r.route));
  for (const { route, kind } of pages.routes) {
    if (kind !== 'template' || !route.includes(':slug')) continue;
    const source = (await pages.loadPage(route)).record?.source;
    if (!source) continue;
    const sorted = [...(records[source] ?? [])].sort((a, b) => a.slug.localeCompare(b.slug));
    const locale = localeOfPath(route, locales);
    // A record is listed in a locale it is written in; English is every record's own.
    const writtenIn = (record: SitemapRecord) =>
      locale === locales[0] || record.translations?.[locale.code] !== undefined;
    for (const record of sorted) {
      const path = route.replace(':slug', record.slug);
      if (!isValidSlug(record.slug) || listed.has(path) || !writtenIn(record)) continue;
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

/**
 * The entries as a sitemaps.org XML document, each address absolute and canonical. With
 * more than one locale, each address lists itself in every locale the sitemap has it in,
 * and `x-default`, as `xhtml:link` alternates.
 */
export function sitemapXml(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  locales: readonly LocaleSettings[] = englishOnly,
): string {
  const paths = new Set(entries.map((entry) => entry.path));
  const links = (path: string) => {
    const present = locales
      .map((locale) => ({ locale, path: pathInLocale(path, locale, locales) }))
      .filter((candidate) => paths.has(candidate.path));
    if (present.length < 2) return '';
    const link = (hreflang: string, to: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(canonicalUrl(siteUrl, to))}"/>`;
    return [
      ...present.map((candidate) => link(candidate.locale.code, candidate.path)),
      ...present
        .filter((candidate) => candidate.locale === locales[0])
        .map((candidate) => link('x-default', candidate.path)),
    ].join('');
  };
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(canonicalUrl(siteUrl, entry.path))}</loc>${lastmod}${links(entry.path)}</url>`;
  });
  const xhtml = locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
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

import type { PageDocument, SiteDocument } from '../document/page-types';
import { interpolate, type Variables } from '../render/interpolate';
import { canonicalUrl } from '../seo/canonical';
import { keptOutOfSearch } from '../seo/kept-out-of-search';
import { structuredData, structuredDataJson } from '../seo/structured-data';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  image: string;
  noindex: boolean;
  /** The page's schema.org graph, as JSON-LD text. */
  structuredData: string;
}

export const defaultSocialImage = '/images/og-default.png';

/** Id of the script element holding the page's JSON-LD. */
export const structuredDataElementId = 'structured-data';

/** The title, description, canonical link, social image and structured data of a page. */
export function headData(
  page: PageDocument,
  site: SiteDocument,
  pathname: string,
  vars: Variables = {},
): HeadData {
  const all = { product: site.brand.name, ...page.variables, ...vars };
  const description = interpolate(page.description ?? site.brand.tagline, all);
  const recordName = vars['record.name'];
  return {
    title: interpolate(page.title, all),
    description,
    canonical: canonicalUrl(site.siteUrl, pathname),
    image: `${site.siteUrl}${page.image ?? defaultSocialImage}`,
    noindex: keptOutOfSearch(page),
    structuredData: structuredDataJson(
      structuredData(site, {
        pathname,
        description,
        ...(typeof recordName === 'string'
          ? { record: { name: recordName, family: String(vars['record.parent_label']) } }
          : {}),
      }),
    ),
  };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, for the prerendered files. */
export function headHtml(head: HeadData, siteName: string): string {
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}">`,
    `<link rel="canonical" href="${escape(head.canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(siteName)}">`,
    `<meta property="og:title" content="${escape(head.title)}">`,
    `<meta property="og:description" content="${escape(head.description)}">`,
    `<meta property="og:url" content="${escape(head.canonical)}">`,
    `<meta property="og:image" content="${escape(head.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${escape(head.image)}">`,
    `<script type="application/ld+json" id="${structuredDataElementId}">${head.structuredData}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

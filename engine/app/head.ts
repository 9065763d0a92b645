import type { PageDocument, SiteDocument } from '../document/page-types';
import { interpolate, type Variables } from '../render/interpolate';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  image: string;
  noindex: boolean;
}

export const defaultSocialImage = '/images/og-default.png';

/** The title, description, canonical link and social image of a page. */
export function headData(
  page: PageDocument,
  site: SiteDocument,
  pathname: string,
  vars: Variables = {},
): HeadData {
  const all = { product: site.brand.name, ...page.variables, ...vars };
  return {
    title: interpolate(page.title, all),
    description: interpolate(page.description ?? site.brand.tagline, all),
    canonical: `${site.siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`,
    image: `${site.siteUrl}${page.image ?? defaultSocialImage}`,
    noindex: page.noindex ?? false,
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
  ]
    .filter(Boolean)
    .join('\n    ');
}

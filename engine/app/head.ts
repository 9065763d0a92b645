import type { PageDocument } from '../document/page-types';
import type { MediaPictureFields } from '../media/resolve-pictures';
import { isBlockType, registry } from '../pages/registry';
import type { SiteInLocale } from '../locale/site-in-locale';
import { alternates, type Alternate } from '../seo/alternates';
import { interpolate, type Variables } from '../locale/interpolate';
import { canonicalUrl } from '../seo/canonical';
import { keptOutOfSearch } from '../seo/kept-out-of-search';
import { structuredData, structuredDataJson } from '../seo/structured-data';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  image: string;
  noindex: boolean;
  /** The same page in each language it is written in (hreflang). */
  alternates: Alternate[];
  /** The page's schema.org graph, as JSON-LD text. */
  structuredData: string;
  /** The first screen's largest picture (a hero's media photo), which the browser fetches first. */
  firstPicture?: PicturePreload;
}

export interface PicturePreload {
  type: string;
  srcset: string;
  sizes: string;
}

/**
 * The media photo of the page's first block (a hero's), in its best format: the browser starts
 * fetching the encoding its `<picture>` will choose while it still reads the head. A browser
 * without that format skips the preload and finds its own in the `<picture>`.
 */
export function firstPictureOf(page: PageDocument): PicturePreload | undefined {
  const first = page.blocks[0] as (Record<string, unknown> & { type: string }) | undefined;
  const opening =
    first && isBlockType(first.type) ? registry[first.type].openingPicture : undefined;
  if (!first || !opening) return undefined;
  const source = (first[opening.field] as Partial<MediaPictureFields> | undefined)?.sources?.[0];
  return source && { ...source, sizes: opening.sizes };
}

export const defaultSocialImage = '/images/og-default.png';

/** Id of the script element holding the page's JSON-LD. */
export const structuredDataElementId = 'structured-data';

/**
 * The title, description, canonical link, language alternates, social image and structured
 * data of a page. `writtenIn` names the locales the page exists in, when not all do (a
 * service record without a translation).
 */
export function headData(
  page: PageDocument,
  { site, locale, locales }: SiteInLocale,
  pathname: string,
  vars: Variables = {},
  writtenIn?: readonly string[],
): HeadData {
  const all = { product: site.brand.name, ...page.variables, ...vars };
  const description = interpolate(page.description ?? site.brand.tagline, all);
  const recordName = vars['record.name'];
  const noindex = keptOutOfSearch(page);
  const firstPicture = firstPictureOf(page);
  const text = (name: string) => {
    const value = vars[`record.${name}`];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    title: interpolate(page.title, all),
    description,
    canonical: canonicalUrl(site.siteUrl, pathname),
    ...(firstPicture ? { firstPicture } : {}),
    image: `${site.siteUrl}${page.image ?? defaultSocialImage}`,
    noindex,
    alternates: noindex ? [] : alternates(site.siteUrl, pathname, locales, writtenIn),
    structuredData: structuredDataJson(
      structuredData(
        site,
        {
          pathname,
          description,
          ...(typeof recordName === 'string'
            ? { record: { name: recordName, family: String(vars['record.parent_label']) } }
            : {}),
          ...(page.record?.source === 'post' && text('title')
            ? {
                post: {
                  title: text('title')!,
                  author: text('author') ?? site.brand.name,
                  date: text('date') ?? '',
                  updatedAt: text('updated_at'),
                  image: text('cover_url'),
                  language: locale.code,
                },
              }
            : {}),
        },
        locale,
      ),
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
    head.firstPicture
      ? `<link rel="preload" as="image" type="${escape(head.firstPicture.type)}" imagesrcset="${escape(head.firstPicture.srcset)}" imagesizes="${escape(head.firstPicture.sizes)}" fetchpriority="high">`
      : '',
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escape(alternate.hreflang)}" href="${escape(alternate.href)}">`,
    ),
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

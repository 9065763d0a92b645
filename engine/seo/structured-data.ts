import { serialiseForScript } from '../site/script-json';
import type { SiteDocument } from '../document/page-types';
import { serviceName, serviceSlugFromPath } from '../services/service-path';
import { localizePath, type LocaleSettings } from '../locale/locales';
import { canonicalUrl } from './canonical';

/** One schema.org node. */
export type JsonLdNode = Record<string, unknown>;

export interface StructuredDataInput {
  pathname: string;
  /** The page's description, as its head states it. */
  description: string;
  /** The service record the page shows, if any: its own name and its family's label. */
  record?: { name: string; family: string };
  /** The blog post the page shows, if any. */
  post?: StructuredPost;
}

/** What a post's page says of it to search engines. */
export interface StructuredPost {
  title: string;
  author: string;
  /** YYYY-MM-DD, the date the post carries. */
  date: string;
  /** When it last changed, as an ISO time. */
  updatedAt?: string;
  /** Its cover picture: an https: address or a path on the site. */
  image?: string;
  /** The page's language, as `<html lang>` says it. */
  language: string;
}

type Site = Pick<SiteDocument, 'brand' | 'siteUrl' | 'contact' | 'locations' | 'services'> & {
  ui?: Pick<SiteDocument['ui'], 'breadcrumbHome' | 'breadcrumbServices'>;
};

const organizationId = (site: Site) => `${site.siteUrl}/#organization`;

/**
 * What a page tells search engines about itself, as schema.org nodes, in the page's
 * language (`site` is the site file of its locale): the organisation (the contacts and
 * offices the footer shows), and on service pages the breadcrumb trail the page shows and
 * the service. Only facts the page itself shows go in. `locale` gives the paths of a page
 * in another locale (`/ar`).
 */
export function structuredData(
  site: Site,
  input: StructuredDataInput,
  locale: Pick<LocaleSettings, 'path'> = {},
): JsonLdNode[] {
  const nodes = [organization(site, locale)];
  if (input.post) return [...nodes, blogPosting(site, input, input.post)];
  const slug = serviceSlugFromPath(
    locale.path ? input.pathname.slice(locale.path.length) || '/' : input.pathname,
  );
  if (slug === null) return nodes;
  const name = serviceName(site.services, slug, input.record?.name);
  const url = canonicalUrl(site.siteUrl, input.pathname);
  nodes.push(
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          name: site.ui?.breadcrumbHome ?? 'Home',
          item: canonicalUrl(site.siteUrl, localizePath('/', locale)),
        },
        {
          name: site.ui?.breadcrumbServices ?? 'Services',
          item: canonicalUrl(site.siteUrl, localizePath('/services', locale)),
        },
        { name, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
    {
      '@type': 'Service',
      name,
      description: input.description,
      url,
      ...(input.record ? { category: input.record.family } : {}),
      provider: { '@id': organizationId(site) },
    },
  );
  return nodes;
}

/** A post as schema.org's BlogPosting: its headline, author, dates and picture. */
function blogPosting(site: Site, input: StructuredDataInput, post: StructuredPost): JsonLdNode {
  const url = canonicalUrl(site.siteUrl, input.pathname);
  const image =
    post.image && (post.image.startsWith('/') ? `${site.siteUrl}${post.image}` : post.image);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: input.description,
    url,
    mainEntityOfPage: url,
    inLanguage: post.language,
    datePublished: post.date,
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    author: { '@type': 'Person', name: post.author },
    ...(image ? { image } : {}),
    publisher: { '@id': organizationId(site) },
  };
}

function organization(site: Site, locale: Pick<LocaleSettings, 'path'>): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand.name,
    url: canonicalUrl(site.siteUrl, localizePath('/', locale)),
    telephone: site.contact.phone,
    email: site.contact.email,
    address: site.contact.address,
    parentOrganization: { '@type': 'Organization', name: site.brand.parentCompany },
    location: site.locations
      .filter((office) => office.status === 'active')
      .map((office) => ({
        '@type': 'Place',
        name: office.city,
        address: {
          '@type': 'PostalAddress',
          addressLocality: office.city,
          addressCountry: office.country,
        },
      })),
  };
}

/**
 * The nodes as the text of a `<script type="application/ld+json">`: one graph, escaped
 * so no content can end the script early.
 */
export function structuredDataJson(nodes: readonly JsonLdNode[]): string {
  return serialiseForScript({ '@context': 'https://schema.org', '@graph': nodes });
}

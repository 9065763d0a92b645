import { serialiseForScript } from '../app/page-data';
import type { SiteDocument } from '../document/page-types';
import { serviceName, serviceSlugFromPath } from '../site/service-path';
import { canonicalUrl } from './canonical';

/** One schema.org node. */
export type JsonLdNode = Record<string, unknown>;

export interface StructuredDataInput {
  pathname: string;
  /** The page's description, as its head states it. */
  description: string;
  /** The service record the page shows, if any: its own name and its family's label. */
  record?: { name: string; family: string };
}

type Site = Pick<SiteDocument, 'brand' | 'siteUrl' | 'contact' | 'locations' | 'services'>;

const organizationId = (site: Site) => `${site.siteUrl}/#organization`;

/**
 * What a page tells search engines about itself, as schema.org nodes: the organisation
 * (the contacts and offices the footer shows), and on service pages the breadcrumb trail
 * the page shows and the service. Only facts the page itself shows go in.
 */
export function structuredData(site: Site, input: StructuredDataInput): JsonLdNode[] {
  const nodes = [organization(site)];
  const slug = serviceSlugFromPath(input.pathname);
  if (slug === null) return nodes;
  const name = serviceName(site.services, slug, input.record?.name);
  const url = canonicalUrl(site.siteUrl, input.pathname);
  nodes.push(
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: canonicalUrl(site.siteUrl, '/') },
        { name: 'Services', item: canonicalUrl(site.siteUrl, '/services') },
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

function organization(site: Site): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand.name,
    url: canonicalUrl(site.siteUrl, '/'),
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

import type { CatalogueService, SiteDocument } from '../document/page-types';
import { nameFromSlug } from '../text/name-from-slug';

export { nameFromSlug };

/** The slug of a `/services/{slug}` path, or null for any other path. */
export function serviceSlugFromPath(pathname: string): string | null {
  const match = /^\/services\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

/** The catalogue entry and its position ("n of 14") for a slug, if it is one of ours. */
export function findService(services: readonly CatalogueService[], slug: string) {
  const index = services.findIndex((service) => service.slug === slug);
  return index === -1 ? null : { service: services[index]!, position: index + 1 };
}

/**
 * The name of the service at `/services/{slug}` as written: the record's own name when
 * the page shows a record, else the catalogue's, else one made from the slug.
 */
export function serviceName(
  services: readonly CatalogueService[],
  slug: string,
  recordName?: string,
): string {
  return recordName ?? findService(services, slug)?.service.name ?? nameFromSlug(slug);
}

/**
 * The display name of a service family (a record's `parent`): the catalogue's name for
 * that slug, else `familyNames` in the site settings, else one made from the slug.
 */
export function familyName(site: Pick<SiteDocument, 'services' | 'familyNames'>, parent: string) {
  return (
    findService(site.services, parent)?.service.name ??
    site.familyNames?.[parent] ??
    nameFromSlug(parent)
  );
}

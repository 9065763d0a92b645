import type { PageDocument } from '../document/page-types';

/** A page search engines are asked not to list, nor the sitemap: marked noindex, or for staff. */
export function keptOutOfSearch(page: Pick<PageDocument, 'noindex' | 'access'>): boolean {
  return page.noindex === true || page.access === 'staff';
}

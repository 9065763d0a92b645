import type { PageDocument, SiteDocument } from '../document/page-types';
import type { Variables } from '../locale/interpolate';

/**
 * The values a page's `{name}` references take: the site's (brand, contacts), the page's
 * own, then those it was rendered with (a route's values, a record's fields). The page and
 * each of its islands fill in their blocks with the same values.
 */
export function pageVariables(
  site: SiteDocument,
  page: Pick<PageDocument, 'variables'>,
  vars: Variables = {},
): Variables {
  return {
    product: site.brand.name,
    'site.phone': site.contact.phone,
    'site.email': site.contact.email,
    'site.address': site.contact.address,
    ...page.variables,
    ...vars,
  };
}

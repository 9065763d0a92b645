import { openDataPort } from './data-port';
import { createFallbackService, type ServiceFallback } from '../services/fallback-service';
import { queryClient, serviceContentKey } from './query-client';
import type { ServiceContent } from '../services/service-content';

interface Options {
  fallback: ServiceFallback;
  brand: string;
  /**
   * The page already shows a record. The site server renders pages from its database,
   * so only a page prerendered for static hosting needs a fresher copy.
   */
  refreshOnly: boolean;
}

/**
 * The service record for a slug, read through the query cache. A failed or empty lookup
 * logs a warning and yields generated content, so a visitor always gets a page. Resolves
 * to null when a refresh is not needed.
 */
export async function loadServiceRecord(
  slug: string,
  options: Options,
): Promise<ServiceContent | null> {
  try {
    const port = await openDataPort();
    // The site server rendered the record from its database for this very request.
    if (options.refreshOnly && port.capabilities.dataLives === 'site-server') return null;
    const record = await queryClient.fetchQuery({
      queryKey: [...serviceContentKey, slug],
      queryFn: () => port.services.getBySlug(slug),
    });
    if (record) return record;
    console.warn(`No service content for "${slug}"; showing generated content.`);
  } catch (error) {
    console.warn(`Looking up the service "${slug}" failed; showing generated content.`, error);
  }
  return createFallbackService(slug, options.fallback, { product: options.brand });
}

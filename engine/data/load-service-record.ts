import type { RecordSpec } from '../document/page-types';
import { openServiceContentStore } from './choose-store';
import { storedDatabaseExists } from './embedded-presence';
import { createFallbackService } from './fallback-service';
import { queryClient, serviceContentKey } from './query-client';
import type { ServiceContent } from './service-content';

interface Options {
  fallback: RecordSpec['fallback'];
  brand: string;
  /**
   * The page already shows a prerendered record: only refresh it when that costs no
   * download, i.e. in Supabase mode or when this browser already holds its database.
   */
  refreshOnly: boolean;
}

const supabaseConfigured = Boolean(
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY,
);

/**
 * The service record for a slug, read through the query cache. A failed or empty lookup
 * logs a warning and yields generated content, so a visitor always gets a page. Resolves
 * to null when a refresh is skipped.
 */
export async function loadServiceRecord(
  slug: string,
  options: Options,
): Promise<ServiceContent | null> {
  if (options.refreshOnly && !supabaseConfigured && (await storedDatabaseExists()) !== true)
    return null;
  try {
    const { store } = await openServiceContentStore();
    const record = await queryClient.fetchQuery({
      queryKey: [...serviceContentKey, slug],
      queryFn: () => store.getBySlug(slug),
    });
    if (record) return record;
    console.warn(`No service content for "${slug}"; showing generated content.`);
  } catch (error) {
    console.warn(`Looking up the service "${slug}" failed; showing generated content.`, error);
  }
  return createFallbackService(slug, options.fallback, { product: options.brand });
}

import type { ServiceContentStore } from './service-content';

export interface OpenedServiceContentStore {
  mode: 'embedded' | 'supabase';
  store: ServiceContentStore;
}

let opened: Promise<OpenedServiceContentStore> | undefined;

/** The adapter `openServiceContentStore` opens, known without loading it. */
export function configuredStoreMode(): OpenedServiceContentStore['mode'] {
  return import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY
    ? 'supabase'
    : 'embedded';
}

async function openStore(): Promise<OpenedServiceContentStore> {
  if (configuredStoreMode() === 'supabase') {
    const [{ browserSupabaseClient }, { createSupabaseStore }] = await Promise.all([
      import('./supabase-client'),
      import('./supabase-store'),
    ]);
    const client = browserSupabaseClient();
    if (client) return { mode: 'supabase', store: createSupabaseStore(client) };
  }
  const [{ openBrowserDatabase }, { createEmbeddedStore }] = await Promise.all([
    import('./browser-database'),
    import('./embedded-store'),
  ]);
  return { mode: 'embedded', store: createEmbeddedStore(await openBrowserDatabase()) };
}

/**
 * The service content store of this browser session: Supabase when
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` are set, otherwise the
 * embedded database in the visitor's browser. The adapter's code (and PGlite)
 * loads only on the first call; later calls share the same store. A failed
 * open is not kept, so the next call tries again.
 */
export function openServiceContentStore(): Promise<OpenedServiceContentStore> {
  opened ??= openStore().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

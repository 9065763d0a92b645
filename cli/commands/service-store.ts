import type { ServiceContentStore } from '../../engine/services/service-store';
import { createSupabaseStore } from '../../engine/services/stores/supabase-service-store';
import type { CommandIo } from './command-io';
import { openSiteData } from './site-data';
import { createServiceRoleClient, hasSupabaseCredentials } from './supabase-credentials';

/** Where `import` writes service records and `export` reads them. */
export interface ServiceStoreTarget {
  store: Pick<ServiceContentStore, 'list' | 'upsertMany'>;
  /** "Supabase", or where the site's own data is, for messages. */
  where: string;
  close(): Promise<void>;
}

/**
 * Supabase with the service role key when it is set, else the site's own data. A string
 * says why the Supabase credentials cannot be used.
 */
export async function openServiceStore(
  env: CommandIo['env'],
  { mustExist = false }: { mustExist?: boolean } = {},
): Promise<ServiceStoreTarget | string> {
  if (hasSupabaseCredentials(env)) {
    const connection = await createServiceRoleClient(env);
    if (!connection.client) return connection.problem;
    return {
      store: createSupabaseStore(connection.client),
      where: 'Supabase',
      close: async () => {},
    };
  }
  const site = await openSiteData(env, { mustExist });
  return { store: site.services, where: site.where, close: () => site.close() };
}

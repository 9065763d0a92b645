import type { Lead } from '../../engine/data/lead';
import type { ServiceContentStore } from '../../engine/data/service-content';
import { resolveDataDir } from '../../engine/database/data-dir';
import { readServerFile } from '../../engine/server/data-dir-files';
import { createServerClient } from './server-client';

/** The site's own data, as the commands use it, and where it is. */
export interface SiteData {
  services: Pick<ServiceContentStore, 'list' | 'upsertMany'>;
  allLeads(): Promise<Lead[]>;
  /** The running server's staff API, when the commands go through it. */
  server: ReturnType<typeof createServerClient> | null;
  /** "the site server at http://127.0.0.1:4173" or "the embedded database in .data/pglite". */
  where: string;
  close(): Promise<void>;
}

/**
 * The site's data for a command without Supabase credentials: through the site server
 * when one runs on the data directory (so it stays the one writer and shows changes at
 * once), otherwise the database itself (`DATABASE_URL`, or the embedded database in
 * `DATA_DIR`, locked while the command runs).
 */
export async function openSiteData(env: Record<string, string | undefined>): Promise<SiteData> {
  const dataDir = resolveDataDir(env);
  const running = await readServerFile(dataDir);
  if (running) {
    const client = createServerClient(running);
    if (await client.isUp()) {
      return {
        services: client.services,
        allLeads: client.allLeads,
        server: client,
        where: `the site server at ${running.url}`,
        close: async () => {},
      };
    }
  }
  const { openSiteDatabase } = await import('../../engine/database/open-site-database');
  const database = await openSiteDatabase({
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  });
  return {
    services: database.services,
    allLeads: () => database.leads.all({}),
    server: null,
    where: `the ${database.description}`,
    close: () => database.close(),
  };
}

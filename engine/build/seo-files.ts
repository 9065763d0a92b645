import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataMode } from '../data/data-mode';
import { robotsTxt, sitemapEntries, sitemapXml, type RecordsBySource } from '../seo/sitemap';
import type { ServerEntry } from './page-template';

/**
 * Writes `robots.txt` into the client folder and, for static hosting (where no server
 * reads the database), `sitemap.xml` with the records known at build time. The site
 * server builds its sitemap from its database on request instead.
 */
export async function writeSeoFiles(
  clientDir: string,
  entry: Pick<ServerEntry, 'routes' | 'loadPage' | 'site'>,
  records: RecordsBySource,
  dataMode: DataMode,
): Promise<void> {
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(entry.site.siteUrl));
  if (dataMode !== 'supabase') return;
  const entries = await sitemapEntries(entry, records);
  await writeFile(
    path.join(clientDir, 'sitemap.xml'),
    sitemapXml(entry.site.siteUrl, entries, entry.site.locales),
  );
}

import type { ServiceContentStore } from '../../services/service-store';
import type { PublishedPosts } from './post-pages';
import { sitemapEntries, sitemapXml } from '../../seo/sitemap';
import type { BuildLoader } from './build-loader';

/** How long a sitemap is kept when nothing the server knows of has changed. */
const MAX_AGE_MS = 60_000;

/**
 * `/sitemap.xml` from the database: built on request and kept until service content or a
 * published post changes (see `followServiceChanges`), the build changes, or a minute passes, so a
 * record created in /admin, imported, or written by another process is listed at once
 * (within a minute while the database's notifications are away).
 */
export class SitemapSource {
  private cached: { key: string; xml: string; at: number } | undefined;
  private version = 0;

  constructor(
    private readonly builds: BuildLoader,
    private readonly services: Pick<ServiceContentStore, 'list'>,
    private readonly posts: Pick<PublishedPosts, 'listPublished'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Marks the kept sitemap as out of date. */
  invalidate(): void {
    this.version++;
  }

  async xml(): Promise<string> {
    const { manifest, entry } = await this.builds.current();
    const key = `${manifest.id}\n${this.version}`;
    const cached = this.cached;
    if (cached && cached.key === key && this.now() - cached.at < MAX_AGE_MS) return cached.xml;
    const [service, post] = await Promise.all([this.services.list(), this.posts.listPublished()]);
    const entries = await sitemapEntries(entry, { service, post });
    const xml = sitemapXml(entry.site.siteUrl, entries, entry.site.locales);
    this.cached = { key, xml, at: this.now() };
    return xml;
  }
}

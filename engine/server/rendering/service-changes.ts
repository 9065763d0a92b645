import type { ServiceContent } from '../../services/service-content';
import type { SqlServiceStore } from '../../services/stores/sql-service-store';
import type { SqlPostStore } from '../../posts/stores/sql-post-store';
import type { SiteStores } from '../../site-stores/site-stores';
import type { RecordPageCache } from './record-page-cache';
import type { SitemapSource } from './sitemap';

interface Followers {
  sitemap: SitemapSource;
  recordPages: RecordPageCache;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
}

/** The store, telling `onWrite` after each write that may have changed its rows. */
function notifyingWrites(store: SqlServiceStore, onWrite: () => void): SqlServiceStore {
  const notified = <T>(write: Promise<T>) => write.finally(onWrite);
  return {
    getBySlug: (slug) => store.getBySlug(slug),
    list: () => store.list(),
    create: (input, by): Promise<ServiceContent> => notified(store.create(input, by)),
    update: (slug, input, by): Promise<ServiceContent> => notified(store.update(slug, input, by)),
    upsertMany: (inputs) => notified(store.upsertMany(inputs)),
    entries: () => store.entries(),
    saveDraft: (input, base, by) => store.saveDraft(input, base, by),
    publish: (slug, base, by) => notified(store.publish(slug, base, by)),
    versions: (slug) => store.versions(slug),
    restore: (slug, version, base, by) => store.restore(slug, version, base, by),
    schedule: (slug, action, runAt, base, by) => store.schedule(slug, action, runAt, base, by),
    cancelSchedule: (slug, action, base, by) => store.cancelSchedule(slug, action, base, by),
    unpublish: (slug, base, by) => notified(store.unpublish(slug, base, by)),
    // A draft is not what visitors read: nothing they see changes.
    discardDraft: (slug, base, by) => store.discardDraft(slug, base, by),
    withdrawn: (slug) => store.withdrawn(slug),
    // Looked for every few seconds: only a schedule that ran changed anything.
    runDueSchedule: async () => {
      const ran = await store.runDueSchedule();
      if (ran) onWrite();
      return ran;
    },
  };
}

/** The post store, telling `onWrite` after each write that changes what visitors read. */
function notifyingPostWrites(store: SqlPostStore, onWrite: () => void): SqlPostStore {
  const notified = <T>(write: Promise<T>) => write.finally(onWrite);
  return {
    ...store,
    publish: (slug, base, by) => notified(store.publish(slug, base, by)),
    unpublish: (slug, base, by) => notified(store.unpublish(slug, base, by)),
  };
}

/**
 * Keeps what the server holds of service content and published posts (the sitemap, the record pages) in step
 * with the database. A write through the returned store tells them before its answer is
 * sent, so the next request sees it; the database's notifications tell them of every
 * other write, by another server, `sitectl` on the database, or SQL. While those
 * notifications are away, record pages are checked against the database on each request.
 */
export function followServiceChanges(
  database: Pick<SiteStores, 'services' | 'posts' | 'watchServiceChanges'>,
  { sitemap, recordPages, log }: Followers,
): { services: SqlServiceStore; posts: SqlPostStore; stop(): Promise<void> } {
  const changed = () => {
    sitemap.invalidate();
    recordPages.changed();
  };
  let lost = false;
  const watch = database.watchServiceChanges({
    changed,
    watching(live, lostBecause) {
      recordPages.setWatching(live);
      if (!live) {
        lost = true;
        log.error(
          "Lost the database's notifications of service changes; record pages are looked up " +
            'on every request until they are back.',
          lostBecause,
        );
      } else if (lost) {
        lost = false;
        log.info("The database's notifications of service changes are back.");
      }
    },
  });
  return {
    services: notifyingWrites(database.services, changed),
    posts: notifyingPostWrites(database.posts, changed),
    stop: () => watch.stop(),
  };
}

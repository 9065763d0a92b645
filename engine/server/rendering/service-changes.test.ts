import { describe, expect, it } from 'vitest';
import type { SqlServiceStore } from '../../services/stores/sql-service-store';
import type { SiteStores } from '../../site-stores/site-stores';
import { followServiceChanges } from './service-changes';

/** followServiceChanges over a store whose schedule run answers `ran`, counting what it drops. */
function following(ran: Awaited<ReturnType<SqlServiceStore['runDueSchedule']>>) {
  let dropped = 0;
  let invalidated = 0;
  const store = { runDueSchedule: async () => ran } as unknown as SqlServiceStore;
  const database: Pick<SiteStores, 'services' | 'posts' | 'watchServiceChanges'> = {
    services: store,
    posts: {} as SiteStores['posts'],
    watchServiceChanges: () => ({ stop: async () => {} }),
  };
  const { services } = followServiceChanges(database, {
    sitemap: { invalidate: () => (invalidated += 1) } as never,
    recordPages: { changed: () => (dropped += 1), setWatching: () => {} } as never,
    log: { info: () => {}, error: () => {} },
  });
  return { services, changes: () => ({ dropped, invalidated }) };
}

describe('followServiceChanges', () => {
  it('keeps the record pages and the sitemap when a look for due schedules finds none', async () => {
    const { services, changes } = following(null);
    for (let look = 0; look < 5; look += 1) expect(await services.runDueSchedule()).toBeNull();
    expect(changes()).toEqual({ dropped: 0, invalidated: 0 });
  });

  it('drops them when a schedule ran, before its caller hears of it', async () => {
    const ran = {
      slug: 'cloud-it-solutions',
      action: 'publish',
      run_at: '2026-12-01T06:00:00Z',
      outcome: 'done',
    } as const;
    const { services, changes } = following(ran as never);
    expect(await services.runDueSchedule()).toEqual(ran);
    expect(changes()).toEqual({ dropped: 1, invalidated: 1 });
  });
});

import { markHydrated } from '../../app/hydration-state';
import { firstIntent } from '../../app/start-on-intent';
import { islandSelector, scheduleIslands } from '../../islands/island-scheduler';
import { islandsNearScreen } from '../../islands/islands-near-screen';
import { afterFirstContentfulPaint } from '../after-first-paint';
import { prefetchAppScriptsWhenSettled, preloadAppScripts } from '../app-scripts';
import { loadPageBoot } from '../page-boot';

/** Fetches what an island needs (the shared code, its block's, the page's data) and hydrates it. */
async function startIsland(island: HTMLElement): Promise<void> {
  const [boot, { hydrateIsland }] = await Promise.all([
    loadPageBoot().then((loaded) => {
      const scripts = loaded?.islands;
      preloadAppScripts([
        ...(scripts?.shared ?? []),
        ...(scripts?.blocks[island.dataset.block ?? ''] ?? []),
      ]);
      return loaded;
    }),
    import('../../islands/island-runtime'),
  ]);
  if (!boot) throw new Error('The page has no data to hydrate its islands with.');
  await hydrateIsland(island, boot.data);
}

/**
 * The `islands` start (public pages): each island hydrates alone, when touched or, once the
 * visitor has shown intent, near the screen. A query string may preset a form, which shows
 * at once, so every island then starts once the page has painted.
 */
export function startIslands(): void {
  const atOnce = window.location.search !== '';
  const islands = scheduleIslands({
    hydrate: startIsland,
    nearScreenFrom: atOnce ? new Promise(() => {}) : firstIntent(),
    onLive: markHydrated,
  });
  if (atOnce) {
    void afterFirstContentfulPaint(1500).then(islands.startAll).then(markHydrated);
    return;
  }
  // A page with no island has no code to fetch ahead, nor data.
  if (!document.querySelector(islandSelector)) return;
  // Fetched ahead once the page has settled: the shared code, and that of the islands in view.
  void prefetchAppScriptsWhenSettled(async () => {
    const boot = await loadPageBoot();
    const types = islandsNearScreen().map((island) => island.dataset.block ?? '');
    return [
      ...new Set([
        ...(boot?.islands?.shared ?? []),
        ...types.flatMap((type) => boot?.islands?.blocks[type] ?? []),
      ]),
    ];
  });
}

import { scrollOnInPageLinks } from '../ui/scroll';
import { centreCurrentItems } from '../site/centre-current-item';
import { afterFirstContentfulPaint } from './after-first-paint';
import { closeMenuOnLink } from './close-menu-on-link';
import { prefetchAppScriptsWhenSettled, preloadAppScripts } from './app-scripts';
import { hydrated, markHydrated } from '../app/hydration-state';
import { supportInvokerCommands } from './invoker-commands';
import { bootStartsAtOnce, loadPageBoot, readBootElement } from './page-boot';
import { firstIntent, startOnIntent } from '../app/start-on-intent';
import { rememberVisitSource } from '../forms/remember-visit';
import { scheduleIslands } from '../islands/island-scheduler';
import { islandsNearScreen } from '../islands/islands-near-screen';

/*
 * The browser's entry, the one script every page runs at once. A prerendered page is
 * complete without JavaScript: its menus are popovers, its dialogs open from their
 * buttons, by the browser, its links load the next page and its forms post. A public page
 * comes alive by islands: each interactive block hydrates on its own, with its own code,
 * when the visitor touches it or (once the visitor has shown intent) it comes near the
 * screen; the shell stays HTML. Pages that need the whole app start it: at once once they
 * have painted (the dev server's, the shell of an unknown record, staff pages), or on the
 * first sign of intent (a record prerendered for static hosting, which the app refreshes).
 */

/** Fetches every file of the app at once, starts it, and settles once it is live. */
async function startApp(): Promise<void> {
  const [boot, { startClient }] = await Promise.all([
    loadPageBoot().then((loaded) => {
      preloadAppScripts(loaded?.scripts ?? []);
      return loaded;
    }),
    import('../app/start-client'),
  ]);
  await startClient(boot?.data ?? null);
  await hydrated;
}

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
    import('../islands/island-runtime'),
  ]);
  if (!boot) throw new Error('The page has no data to hydrate its islands with.');
  await hydrateIsland(island, boot.data);
}

/**
 * The live page: each island hydrates alone. A query string may preset a form, which shows
 * at once, so every island starts once the page has painted.
 */
function startIslands(): void {
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

rememberVisitSource();
supportInvokerCommands();
scrollOnInPageLinks();
closeMenuOnLink();

// A list's current item is in view from the first paint (the quick-access bar's pill), and
// again once the site's font has replaced the fallback's widths.
centreCurrentItems(document);
void document.fonts?.ready.then(() => centreCurrentItems(document));

if (bootStartsAtOnce(readBootElement())) {
  void afterFirstContentfulPaint(1500).then(startApp);
} else if (document.querySelector('main[data-islands]')) {
  startIslands();
} else if (window.location.search !== '') {
  void afterFirstContentfulPaint(1500).then(startApp);
} else {
  startOnIntent(startApp);
  void prefetchAppScriptsWhenSettled(async () => (await loadPageBoot())?.scripts ?? []);
}

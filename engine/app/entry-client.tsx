import { scrollOnInPageLinks } from '../render/scroll';
import { centreCurrentItems } from '../site/centre-current-item';
import { afterFirstContentfulPaint } from './after-first-paint';
import { closeMenuOnLink } from './close-menu-on-link';
import { prefetchAppScriptsWhenSettled, preloadAppScripts } from './app-scripts';
import { hydrated } from './hydration-state';
import { supportInvokerCommands } from './invoker-commands';
import { bootStartsAtOnce, loadPageBoot, readBootElement } from './page-boot';
import { startOnIntent } from './start-on-intent';
import { rememberVisitSource } from './remember-visit';

/*
 * The browser's entry, the one script every page runs at once. A prerendered page is
 * complete without JavaScript: its menus are popovers and its dialogs open from their
 * buttons, by the browser. The app (React, the forms, the interactive blocks) starts on
 * the visitor's first sign of intent, its files fetched ahead once the page has
 * settled. Pages that cannot wait (the dev server's, the shell of an unknown record, staff
 * pages, a query string that presets a form) start it as soon as they have painted.
 */

/** Fetches every file of the app at once, starts it, and settles once it is live. */
async function startApp(): Promise<void> {
  const [boot, { startClient }] = await Promise.all([
    loadPageBoot().then((loaded) => {
      preloadAppScripts(loaded?.scripts ?? []);
      return loaded;
    }),
    import('./start-client'),
  ]);
  await startClient(boot?.data ?? null);
  await hydrated;
}

rememberVisitSource();
supportInvokerCommands();
scrollOnInPageLinks();
closeMenuOnLink();

// A list's current item is in view from the first paint (the quick-access bar's pill), and
// again once the site's font has replaced the fallback's widths.
centreCurrentItems(document);
void document.fonts?.ready.then(() => centreCurrentItems(document));

if (bootStartsAtOnce(readBootElement()) || window.location.search !== '') {
  void afterFirstContentfulPaint(1500).then(startApp);
} else {
  startOnIntent(startApp);
  void prefetchAppScriptsWhenSettled(async () => (await loadPageBoot())?.scripts ?? []);
}

import { centreCurrentItems } from '../site/centre-current-item';
import { hydrated } from './hydration-state';
import { pageDataElementId, scriptPreloadsElementId, type PageData } from './page-data';
import { startOnIntent } from './start-on-intent';

/**
 * The browser's entry, the one script every page runs at once. A prerendered page is
 * complete without JavaScript: the app (React, the shell's menus, the interactive blocks)
 * starts on the visitor's first sign of intent, its files fetched ahead when the browser
 * is idle. Pages that cannot wait (the dev server's, the shell of an unknown record, staff
 * pages, a query string that presets a form) start it as soon as they have painted.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(next);
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: 'paint' });
    // A page with nothing to paint (the dev server's empty root) starts anyway.
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 1500);
  });
}

/** The script files of the app and of the page's interactive blocks. */
function pageScripts(): string[] {
  const list = document.getElementById(scriptPreloadsElementId)?.textContent;
  return list ? (JSON.parse(list) as string[]) : [];
}

function linkScripts(rel: 'modulepreload' | 'prefetch'): void {
  for (const href of pageScripts()) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Fetches the app's files into the cache once the page has loaded and the browser is idle. */
function prefetchWhenIdle(): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  if (saveData) return;
  const idle = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(() =>
      linkScripts('prefetch'),
    );
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function readPageData(): PageData | null {
  const text = document.getElementById(pageDataElementId)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}

const data = readPageData();

/** Fetches every file of the app at once, starts it, and settles once it is live. */
async function startApp(): Promise<void> {
  linkScripts('modulepreload');
  const { startClient } = await import('./start-client');
  await startClient(data);
  await hydrated;
}

// A list's current item is in view from the first paint (the quick-access bar's pill), and
// again once the site's font has replaced the fallback's widths.
centreCurrentItems(document);
void document.fonts?.ready.then(() => centreCurrentItems(document));

if (!data || data.startsAtOnce || window.location.search !== '') {
  void afterFirstContentfulPaint().then(startApp);
} else {
  startOnIntent(startApp);
  prefetchWhenIdle();
}

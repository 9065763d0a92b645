import { scriptPreloadsElementId } from './page-data';

/**
 * The browser's entry. A prerendered page is complete without JavaScript, so the browser
 * paints its content first; then it fetches every script file the page needs at once
 * (the page lists them) and the app hydrates the page.
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

/** Starts fetching the app's and the page's blocks' code in parallel. */
function preloadPageScripts(): void {
  const list = document.getElementById(scriptPreloadsElementId)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void afterFirstContentfulPaint()
  .then(() => {
    preloadPageScripts();
    return import('./start-client');
  })
  .then(({ startClient }) => startClient());

import { startOnIntent } from '../../app/start-on-intent';
import { prefetchAppScriptsWhenSettled } from '../app-scripts';
import { loadPageBoot } from '../page-boot';
import { startAppAtOnce } from './app-at-once';
import { startApp } from './start-app';

/**
 * The `app-on-intent` start (a record prerendered for static hosting): the whole app starts
 * on the visitor's first sign of intent, its files fetched ahead once the page has settled.
 * A query string may preset a form, which shows at once: the app then starts after the
 * first paint.
 */
export function startAppOnIntent(): void {
  if (window.location.search !== '') {
    startAppAtOnce();
    return;
  }
  startOnIntent(startApp);
  void prefetchAppScriptsWhenSettled(async () => (await loadPageBoot())?.scripts ?? []);
}

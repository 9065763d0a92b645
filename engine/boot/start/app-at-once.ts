import { afterFirstContentfulPaint } from '../after-first-paint';
import { startApp } from './start-app';

/**
 * The `app-at-once` start: the whole app starts as soon as the page has painted (staff
 * pages, the shell of an unknown record, the dev server's empty page, which never paints
 * before the app and so gives up waiting after 1.5 s).
 */
export function startAppAtOnce(): void {
  void afterFirstContentfulPaint(1500).then(startApp);
}

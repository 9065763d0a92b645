import { afterFirstContentfulPaint } from './after-first-paint';

/** Settles once the page has loaded (its `load` event), at once if it already has. */
const pageLoaded = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Settles once the page has shown its first paint and loaded, for work that can wait until
 * the visitor is reading. The page's load is listened to only after the first paint: a page
 * whose files have all arrived often loads in the task that lays out its first screen, and a
 * listener of the app's there ties that layout to the app's script download in a trace (and
 * in Lighthouse's estimate of the first paint).
 */
export async function pageSettled(): Promise<void> {
  await afterFirstContentfulPaint();
  await pageLoaded();
}

/** Runs `run` in the browser's next idle period. */
export type IdleScheduler = (run: (deadline: IdleDeadline) => void) => void;

/** Where the browser has no idle callbacks, a pause stands in for idleness. */
export const scheduleIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(() => run({ didTimeout: false, timeRemaining: () => 0 }), 50);
};

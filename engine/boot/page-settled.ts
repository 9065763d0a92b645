/** Settles once the page has loaded (its `load` event), at once if it already has. */
export const pageLoaded = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Runs `run` in the browser's next idle period. */
export type IdleScheduler = (run: (deadline: IdleDeadline) => void) => void;

/** Where the browser has no idle callbacks, a pause stands in for idleness. */
export const scheduleIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(() => run({ didTimeout: false, timeRemaining: () => 0 }), 50);
};

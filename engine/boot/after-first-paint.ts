/**
 * Settles once the page's first contentful paint has been shown (its performance entry
 * exists), a task later. A page with nothing to paint (the dev server's empty root)
 * settles after `giveUpMs` anyway; without it, such a page waits until it paints.
 *
 * Nothing here runs in the task that calls it (no timer, no listener of the page's own
 * events): the page's first style and layout, often done in the same task as the entry
 * script, stay free of the app's code, and so do not wait on its download in a trace.
 */
export function afterFirstContentfulPaint(giveUpMs?: number): Promise<void> {
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
    if (giveUpMs === undefined) return;
    // The give-up timer starts a frame later, out of the calling task.
    requestAnimationFrame(() =>
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, giveUpMs),
    );
  });
}

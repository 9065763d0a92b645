/**
 * Settles once the page's first contentful paint has been shown (its performance entry
 * exists), a task later. A page with nothing to paint (the dev server's empty root)
 * settles after `giveUpMs` anyway.
 */
export function afterFirstContentfulPaint(giveUpMs = 1500): Promise<void> {
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
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, giveUpMs);
  });
}

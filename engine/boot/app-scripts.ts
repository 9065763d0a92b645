import { pageSettled, scheduleIdle, type IdleScheduler } from './page-settled';

function appendLink(rel: 'modulepreload' | 'prefetch', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Fetches every file of the app at once, for a start that is about to happen. */
export function preloadAppScripts(scripts: readonly string[]): void {
  for (const href of scripts) appendLink('modulepreload', href);
}

/**
 * The longest an idle period spends adding links. Most links take a fraction of a
 * millisecond, now and then one takes several: a small budget keeps each idle task short
 * even then, on a phone four times slower than the machine that measured it.
 */
const batchBudgetMs = 1;

/**
 * Fetches the app's files into the cache, without running them, once the page has shown its
 * first paint and loaded: nothing competes with the page's own files. Each idle period adds as
 * many prefetch links as it has time for, one at the least and a few milliseconds' worth at
 * most, so the work never becomes a long task. A visitor who asked to save data fetches
 * nothing ahead.
 */
export async function prefetchAppScriptsWhenSettled(
  listScripts: () => Promise<readonly string[]>,
  scheduler: IdleScheduler = scheduleIdle,
): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  await pageSettled();
  // Without the list there is nothing to fetch ahead; the app's start asks for it again.
  const queue = [...(await listScripts().catch(() => []))];
  await new Promise<void>((done) => {
    const addSome = (deadline: IdleDeadline) => {
      const began = performance.now();
      do appendLink('prefetch', queue.shift()!);
      while (
        queue.length > 0 &&
        deadline.timeRemaining() > 1 &&
        performance.now() - began < batchBudgetMs
      );
      if (queue.length > 0) scheduler(addSome);
      else done();
    };
    if (queue.length > 0) scheduler(addSome);
    else done();
  });
}

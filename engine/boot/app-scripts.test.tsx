import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAppScriptsWhenSettled, preloadAppScripts } from './app-scripts';

const files = ['/assets/start-client-1.js', '/assets/react-2.js', '/assets/Hero-3.js'];
const listFiles = () => Promise.resolve(files);

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

/** Idle periods the test hands out itself, each with the time it says. */
function idlePeriods() {
  const waiting: ((deadline: IdleDeadline) => void)[] = [];
  return {
    scheduler: (run: (deadline: IdleDeadline) => void) => waiting.push(run),
    pending: () => waiting.length,
    give(msLeft: number) {
      let left = msLeft;
      // Each link takes a millisecond of the period.
      waiting.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, left--) });
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The clock the batch budget reads: it stands still unless a test moves it. */
let now = 0;

beforeEach(() => {
  // The page has painted.
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('app scripts', () => {
  it('preloads every listed file as a module at once', () => {
    preloadAppScripts(files);
    expect(links('modulepreload')).toEqual(files);
    for (const link of document.head.querySelectorAll('link')) expect(link.crossOrigin).toBe('');
  });

  it('prefetches the files a few per idle period, at least one each, until all are fetched', async () => {
    const idle = idlePeriods();
    const finished = vi.fn();
    void prefetchAppScriptsWhenSettled(listFiles, idle.scheduler).then(finished);
    await vi.waitFor(() => expect(idle.pending()).toBe(1));
    expect(links('prefetch')).toEqual([]);

    idle.give(0);
    expect(links('prefetch')).toEqual(files.slice(0, 1));
    expect(idle.pending()).toBe(1);
    await settle();
    expect(finished).not.toHaveBeenCalled();

    idle.give(3);
    expect(links('prefetch')).toEqual(files);
    expect(idle.pending()).toBe(0);
    await vi.waitFor(() => expect(finished).toHaveBeenCalled());
  });

  it('ends a period early once adding links has taken its budget', async () => {
    const idle = idlePeriods();
    const add = document.head.append.bind(document.head);
    // Each link takes two milliseconds to add, over the one-millisecond budget.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      now += 2;
      add(...nodes);
    });
    void prefetchAppScriptsWhenSettled(listFiles, idle.scheduler);
    await vi.waitFor(() => expect(idle.pending()).toBe(1));

    idle.give(50);
    expect(links('prefetch')).toEqual(files.slice(0, 1));
    idle.give(50);
    expect(links('prefetch')).toEqual(files.slice(0, 2));
  });

  it('fetches nothing ahead for a visitor who saves data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const idle = idlePeriods();
    await prefetchAppScriptsWhenSettled(listFiles, idle.scheduler);
    expect(idle.pending()).toBe(0);
    expect(links('prefetch')).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('fetches nothing ahead when the list of files cannot be had', async () => {
    const idle = idlePeriods();
    await prefetchAppScriptsWhenSettled(() => Promise.reject(new Error('offline')), idle.scheduler);
    expect(idle.pending()).toBe(0);
    expect(links('prefetch')).toEqual([]);
  });
});

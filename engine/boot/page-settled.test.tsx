import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled';

/** Paint observers the test notifies itself, as the browser does once the page has painted. */
let paintObservers: (() => void)[] = [];
let painted = false;

function paint() {
  painted = true;
  for (const notify of paintObservers) notify();
}

const loadListeners = () =>
  vi.mocked(window.addEventListener).mock.calls.filter(([type]) => type === 'load');

beforeEach(() => {
  painted = false;
  paintObservers = [];
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(() =>
    painted ? [{} as PerformanceEntry] : [],
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(notify: () => void) {
        paintObservers.push(notify);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(window, 'addEventListener');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a settled page', () => {
  it("listens to the page's load only once the page has painted, and settles when it loads", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settled = vi.fn();
    void pageSettled().then(settled);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(loadListeners()).toEqual([]);

    paint();
    await vi.waitFor(() => expect(loadListeners()).toHaveLength(1));
    expect(settled).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('settles once painted when the page has already loaded, without listening', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const settled = vi.fn();
    void pageSettled().then(settled);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).not.toHaveBeenCalled();

    paint();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(loadListeners()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAppScriptsWhenSettled } from '../app-scripts';
import { startIslands } from './islands';

vi.mock('../app-scripts', () => ({
  prefetchAppScriptsWhenSettled: vi.fn(() => Promise.resolve()),
  preloadAppScripts: vi.fn(),
}));

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('a page brought alive by islands', () => {
  it('fetches code ahead for the islands it has', () => {
    document.body.innerHTML = `<div data-island="0" data-block="hero"><section>Hero</section></div>`;
    startIslands();
    expect(prefetchAppScriptsWhenSettled).toHaveBeenCalledOnce();
  });

  it('fetches nothing ahead, neither code nor data, when it has none', () => {
    document.body.innerHTML = `<div data-static-block="0"><section>About us</section></div>`;
    const fetching = vi.spyOn(window, 'fetch');
    startIslands();
    expect(prefetchAppScriptsWhenSettled).not.toHaveBeenCalled();
    expect(fetching).not.toHaveBeenCalled();
  });
});

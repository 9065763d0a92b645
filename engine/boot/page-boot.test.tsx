import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageBoot } from '../site/page-data';
import { pageDataElementId, startAttribute } from '../site/page-data';

const boot: PageBoot = {
  data: { route: '/about', page: { route: '/about', title: 'About', blocks: [] } as never },
  scripts: ['/assets/start-client-1.js'],
};

function bootElement(content: unknown, start?: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = pageDataElementId;
  if (start !== undefined) element.setAttribute(startAttribute, start);
  element.textContent = JSON.stringify(content);
  document.body.append(element);
}

/** A fresh copy of the module: it keeps the boot it has loaded. */
const freshModule = async () => {
  vi.resetModules();
  return import('./page-boot');
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the page boot', () => {
  it('is read from the page when the page carries it', async () => {
    bootElement(boot);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { loadPageBoot } = await freshModule();
    expect(await loadPageBoot()).toEqual(boot);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads how the page starts from what the server wrote on it', async () => {
    const { readStartStrategy } = await freshModule();
    expect(readStartStrategy()).toBeUndefined();
    bootElement({ src: '/assets/pages/about-1.json' }, 'islands');
    expect(readStartStrategy()).toBe('islands');
  });

  it('is fetched once from the file the page names, however often it is asked for', async () => {
    bootElement({ src: '/assets/pages/about-1.json' });
    const fetchSpy = vi.fn(async () => Response.json(boot));
    vi.stubGlobal('fetch', fetchSpy);
    const { loadPageBoot } = await freshModule();
    const [first, second] = await Promise.all([loadPageBoot(), loadPageBoot()]);
    expect(first).toEqual(boot);
    expect(second).toEqual(boot);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/assets/pages/about-1.json');
  });

  it("adds a record page's own data to the file its template's pages share", async () => {
    const record = { slug: 'cloud', h1: 'Cloud' } as never;
    bootElement({ src: '/assets/pages/services-slug-1.json', data: { route: '/about', record } });
    vi.stubGlobal('fetch', async () => Response.json(boot));
    const { loadPageBoot } = await freshModule();
    expect(await loadPageBoot()).toEqual({ ...boot, data: { ...boot.data, record } });
  });

  it('says which file failed and how, and tries again when asked again', async () => {
    bootElement({ src: '/assets/pages/about-1.json' });
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(Response.json(boot));
    vi.stubGlobal('fetch', fetchSpy);
    const { loadPageBoot } = await freshModule();
    await expect(loadPageBoot()).rejects.toThrow(
      "The page's data at /assets/pages/about-1.json answered 404.",
    );
    expect(await loadPageBoot()).toEqual(boot);
  });
});

import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allBandsShownAttribute } from './bands';

/** In-page links as the starter handles them (tests/setup-dom.ts sets them up, as it does). */
describe('in-page links', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = `
      <a href="#join">Join</a><a href="#missing">Nowhere</a>
      <section id="join"><input aria-label="Name" /></section>`;
    const section = document.getElementById('join')!;
    section.scrollIntoView = vi.fn();
    return section;
  };

  it('scroll smoothly to their section, focus its first field and keep the address', () => {
    const section = page();
    const followed = fireEvent.click(document.querySelector('a[href="#join"]')!);
    expect(followed).toBe(false);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section.querySelector('input'));
    expect(window.location.hash).toBe('');
  });

  it('lay out every band of the page before scrolling, so that the scroll ends on its target', () => {
    const section = page();
    document.documentElement.removeAttribute(allBandsShownAttribute);
    const bandsShownAtScroll: boolean[] = [];
    section.scrollIntoView = vi.fn(() => {
      bandsShownAtScroll.push(document.documentElement.hasAttribute(allBandsShownAttribute));
    });
    fireEvent.click(document.querySelector('a[href="#join"]')!);
    expect(bandsShownAtScroll).toEqual([true]);
  });

  it('include a link to a part of this page written with its path, as the home page has', () => {
    const section = page();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a href="${location.pathname}#join">Join here</a><a href="/elsewhere#join">Join there</a>`,
    );
    expect(fireEvent.click(document.querySelector('a[href$="/elsewhere#join"]')!)).toBe(true);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    expect(fireEvent.click(document.querySelector(`a[href="${location.pathname}#join"]`)!)).toBe(
      false,
    );
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('scroll at once for a visitor who asked for less motion', () => {
    const section = page();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    fireEvent.click(document.querySelector('a[href="#join"]')!);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    vi.unstubAllGlobals();
  });

  it('leave to the browser a link to nothing on the page, and a modified click', () => {
    const section = page();
    expect(fireEvent.click(document.querySelector('a[href="#missing"]')!)).toBe(true);
    expect(fireEvent.click(document.querySelector('a[href="#join"]')!, { ctrlKey: true })).toBe(
      true,
    );
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});

import { showAllBands } from './bands';
import { isPlainClick } from './plain-click';

/**
 * Scrolls smoothly to an element, unless the visitor asked for reduced motion. The bands on
 * the way are laid out first, so the scroll ends where the element really is.
 */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  showAllBands();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const focusTarget = element.querySelector<HTMLElement>('input, select, textarea, button');
  focusTarget?.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
}

/**
 * A link to a part of this page (`#join-form`, or `/#join-form` on the home page) scrolls
 * smoothly to it and puts the focus on its first field, leaving the address as it is. The
 * starter sets this up, so such a link answers at once, before the app and without it.
 */
export function scrollOnInPageLinks(): void {
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const here = link.pathname === location.pathname && link.search === location.search;
    if (here && scrollToElement(decodeURIComponent(link.hash.slice(1)))) event.preventDefault();
  });
}

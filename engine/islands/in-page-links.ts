import { scrollToElement } from '../render/scroll';

/**
 * Links to a part of this page (`#join-form`, `/#join-form` on the home page), outside the
 * islands, do what the app did for them: scroll there smoothly (unless the visitor asked
 * for less motion) and put focus on its first field, so a "Join" link lands in the form.
 * Inside an island, the island does it; a link to another page loads it.
 */
export function scrollInPageLinks(): void {
  window.addEventListener('click', (event) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.closest('[data-island]')) return;
    const here = link.pathname === location.pathname && link.search === location.search;
    if (here && scrollToElement(decodeURIComponent(link.hash.slice(1)))) event.preventDefault();
  });
}

/** Marks a list that scrolls sideways and keeps its current item (`aria-current`) in view. */
export const centredListAttribute = 'data-centre-current';

/**
 * Brings the list's current item into the middle, moving the list sideways only
 * (scrollIntoView would also scroll the page).
 */
export function centreCurrentItem(list: HTMLElement): void {
  const item = list.querySelector<HTMLElement>('[aria-current]');
  if (!item) return;
  list.scrollLeft = item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
}

/**
 * Centres the current item of every marked list on the page, as it is first shown; says
 * whether the page has such a list.
 */
export function centreCurrentItems(root: ParentNode): boolean {
  const lists = root.querySelectorAll<HTMLElement>(`[${centredListAttribute}]`);
  for (const list of lists) centreCurrentItem(list);
  return lists.length > 0;
}

/**
 * Centres the page's current items from its first paint, and again once the site's font
 * has replaced the fallback's widths. A page without such a list never asks about its
 * fonts: reading `document.fonts.ready` makes the browser lay the page out there and then,
 * and in the starter's first task that is the page's whole first layout, done on the
 * script's arrival rather than on the page's own.
 */
export function keepCurrentItemsCentred(document: Document): void {
  if (centreCurrentItems(document))
    void document.fonts?.ready.then(() => centreCurrentItems(document));
}

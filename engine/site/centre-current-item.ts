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

/** Centres the current item of every marked list on the page, as it is first shown. */
export function centreCurrentItems(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>(`[${centredListAttribute}]`)) {
    centreCurrentItem(list);
  }
}

/**
 * A link chosen in an open menu (a popover) closes it: the browser only does so when the
 * link loads another page, not when it scrolls this one or the app shows the next page.
 */
export function closeMenuOnLink(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a[href]');
    if (link) link.closest<HTMLElement>('[popover]:popover-open')?.hidePopover();
  });
}

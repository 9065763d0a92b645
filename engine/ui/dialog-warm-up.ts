let warming = false;

/** Whether dialogs are being warmed up now: the focus that moves meanwhile is not the visitor's. */
export const warmingUpDialogs = (): boolean => warming;

/** Whether a dialog or a menu (a popover) is open; a browser without popovers has dialogs only. */
function somethingOpen(): boolean {
  try {
    return document.querySelector(':modal, :popover-open') !== null;
  } catch {
    return document.querySelector('dialog[open]') !== null;
  }
}

/**
 * Opens a closed modal dialog and closes it again within one task, so no frame ever shows it,
 * to have the browser's work of a first opening done before the visitor asks for it.
 *
 * A modal dialog opened for the first time costs the browser about three times what it costs
 * later (its parts' styles are worked out from scratch, its text shaped for the first time):
 * on Lighthouse's mobile profile, 140 ms of work on the first tap of /services/cybersecurity's
 * hero button against 45 ms on the next one. Only opening the dialog itself, modally, does that
 * work ahead: a hidden copy of its content, styled elsewhere in the page, left it undone.
 *
 * Nothing the visitor has is moved: it is skipped while anything has focus (a field being
 * typed in, a link reached with the keyboard) or while a dialog or a menu is open, and the
 * page's scroll position is kept. Listeners of the visitor's first intent ignore the focus
 * that moves into the dialog and back (see `warmingUpDialogs`).
 */
export function warmUpDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal !== 'function' || dialog.open) return;
  openAndCloseUnseen(dialog, () => {
    dialog.showModal();
    dialog.close();
  });
}

/**
 * The same for a menu (a popover): shown, laid out and hidden within one task. On
 * Lighthouse's mobile profile the mobile menu's first tap took 67 ms against 45 for the next
 * without it, 51 against 43 with it (timed with Playwright's own taps, whose checks in the
 * page add to every first tap alike).
 */
export function warmUpMenu(menu: HTMLElement): void {
  if (typeof menu.showPopover !== 'function' || menu.matches(':popover-open')) return;
  openAndCloseUnseen(menu, () => {
    menu.showPopover();
    // Showing a popover only marks it for the next frame's style and layout: ask for them.
    void menu.offsetWidth;
    menu.hidePopover();
  });
}

function openAndCloseUnseen(element: HTMLElement, openAndClose: () => void): void {
  if (!element.isConnected) return;
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  if (somethingOpen()) return;
  const { scrollX, scrollY } = window;
  warming = true;
  try {
    openAndClose();
    // Closing gives focus back only to an element that had it; nothing had.
    if (element.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  } finally {
    warming = false;
  }
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
}

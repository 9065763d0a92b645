import { warmUpDialog, warmUpMenu } from '../ui/dialog-warm-up';
import { pageSettled, scheduleIdle } from './page-settled';

/** How long the visitor has been reading before the page's dialogs and menus are warmed up. */
const readingPauseMs = 2_000;

/**
 * Warms up the page's menus and modal dialogs (engine/ui/dialog-warm-up.ts), one per idle
 * period, so that the first tap on a button that opens one answers as fast as the next:
 * once the page has painted and loaded, its fonts have arrived (a new font empties the
 * browser's style cache again) and the visitor has been reading a moment, outside the
 * page's start, where every task would delay what the visitor waits for.
 */
export async function warmUpDialogsAndMenusWhenSettled(): Promise<void> {
  await pageSettled();
  await document.fonts?.ready;
  await new Promise((resolve) => setTimeout(resolve, readingPauseMs));
  for (const element of document.querySelectorAll<HTMLElement>('dialog, [popover]')) {
    await new Promise((resolve) => scheduleIdle(resolve));
    if (element instanceof HTMLDialogElement) warmUpDialog(element);
    else warmUpMenu(element);
  }
}

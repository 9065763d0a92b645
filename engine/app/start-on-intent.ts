import { warmingUpDialogs } from '../ui/dialog-warm-up';
import { isPlainClick } from '../ui/plain-click';
import { replayEdits, type EarlyEdits, noteEdit } from './early-edits';

/**
 * The visitor's first signs of intent: a pointer moving or pressed, a key, focus, scrolling.
 * Reading a page gives none of them on a phone, so such a visit runs no app code at all.
 */
const intentEvents = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Clicks that need the app: buttons (players, forms). Buttons that open a menu
 * (`popovertarget`) or a dialog (`commandfor`) are the browser's, and in-page links the
 * starter's (scrollOnInPageLinks): never held.
 */
export const needsApp = 'button:not([popovertarget], [commandfor])';

/** Intents that press something, and the events that end the press. */
export const presses = new Set(['pointerdown', 'touchstart', 'keydown']);
const releases = ['pointerup', 'pointercancel', 'keyup'] as const;

const passive = { capture: true, passive: true } as const;

export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** How long a sign of intent waits for what may follow it at once. */
const followMs = 100;

/** Settles on the first of these events on the window (undefined after `ms` without one). */
const nextOf = (types: readonly string[], ms?: number) =>
  new Promise<Event | undefined>((resolve) => {
    const heard = (event?: Event) => {
      clearTimeout(timer);
      for (const type of types) window.removeEventListener(type, heard, passive);
      resolve(event);
    };
    const timer = ms === undefined ? undefined : setTimeout(heard, ms);
    for (const type of types) window.addEventListener(type, heard, passive);
  });

/**
 * Settles once the next frame has painted: what the browser is doing for the event being
 * handled (a dialog opening, focus moving) shows before any code of the app runs.
 */
export const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Settles once a press has ended, its click (if any) has been done and the next frame has
 * painted: what the browser does for it (a menu or a dialog opening) shows before the
 * app's code takes the main thread. A tap's click comes a moment after its release.
 */
export async function afterPressAnswered(): Promise<void> {
  const ended = await nextOf([...releases, 'click']);
  if (ended?.type !== 'click' && ended?.type !== 'pointercancel') await nextOf(['click'], followMs);
  await afterNextFrame();
}

/**
 * Settles once the browser has answered what the visitor began with: a press as above; any
 * other sign (a pointer moving in, a wheel, focus) a moment later, unless a press comes in
 * that moment (a mouse's click follows the move that brought the pointer), which is then
 * answered first.
 */
export async function intentAnswered(event: Event): Promise<void> {
  if (presses.has(event.type) || (await nextOf([...presses], followMs))) {
    await afterPressAnswered();
  }
}

/**
 * Starts the app on the visitor's first sign of intent. A prerendered page already works
 * without it (links go, forms post), and until the app is live, what needs it is held:
 * the last click on a button and a form sent with Enter are done again
 * once it is, and answers typed meanwhile are handed to the page's forms. If the app
 * cannot load, the page is left to work as plain HTML, a held form is sent as such.
 */
export function startOnIntent(start: () => Promise<void>): void {
  let heldAction: ((live: boolean) => void) | null = null;
  const edits: EarlyEdits = new Map();

  const holdClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const target = event.target instanceof Element ? event.target.closest(needsApp) : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldAction = (live) => {
      if (live) target.click();
    };
    begin();
  };

  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target;
    const submitter = event.submitter?.closest('form') === form ? event.submitter : null;
    // Sent again as the visitor sent it: by the app, or as a plain form if it failed.
    heldAction = () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit());
    begin();
  };

  const onEdit = (event: Event) => noteEdit(edits, event.target);

  const stopHolding = () => {
    window.removeEventListener('click', holdClick, true);
    window.removeEventListener('submit', holdSubmit, true);
    window.removeEventListener('input', onEdit, true);
    window.removeEventListener('change', onEdit, true);
  };

  let begun = false;
  function begin(event?: Event) {
    if (begun) return;
    begun = true;
    (event ? intentAnswered(event).then(start) : start()).then(
      async () => {
        stopHolding();
        await nextTask();
        replayEdits(edits);
        // React applies the replayed answers before the held click reaches a form.
        await nextTask();
        heldAction?.(true);
      },
      (error: unknown) => {
        console.warn('The page could not start its app; it works as plain HTML.', error);
        stopHolding();
        heldAction?.(false);
      },
    );
  }

  window.addEventListener('click', holdClick, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('input', onEdit, true);
  window.addEventListener('change', onEdit, true);
  onFirstIntent(begin);
}

/** Calls `begin` once, on the visitor's first sign of intent. */
export function onFirstIntent(begin: (event: Event) => void): void {
  const listener = (event: Event) => {
    // Scrolling the page is intent; a list scrolled sideways by the page itself is not, nor
    // focus moved by a dialog's warm-up.
    if (event.type === 'scroll' && event.target !== document) return;
    if (warmingUpDialogs()) return;
    for (const type of intentEvents) window.removeEventListener(type, listener, passive);
    begin(event);
  };
  for (const type of intentEvents) window.addEventListener(type, listener, passive);
}

/** Settles on the visitor's first sign of intent, once the browser has answered it. */
export function firstIntent(): Promise<unknown> {
  return new Promise((resolve) =>
    onFirstIntent((event) => void intentAnswered(event).then(resolve)),
  );
}

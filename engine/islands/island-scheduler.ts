import { noteEdit, replayEdits, type EarlyEdits } from '../app/early-edits';
import { warmingUpDialogs } from '../ui/dialog-warm-up';
import { isPlainClick } from '../ui/plain-click';
import {
  afterNextFrame,
  afterPressAnswered,
  needsApp,
  nextTask,
  presses,
} from '../app/start-on-intent';

/** The islands of a page: its interactive blocks, each hydrated on its own. */
export const islandSelector = '[data-island]';

/** Signs that the visitor is about to use an island: a press, a key, focus inside it. */
const touches = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const passive = { capture: true, passive: true } as const;

interface IslandState {
  started?: Promise<void>;
  live?: boolean;
  failed?: boolean;
  /** What the visitor typed into the island before it was live. */
  edits: EarlyEdits;
  /** The click or form sending held until the island is live. */
  held?: (live: boolean) => void;
}

export interface IslandSchedulerOptions {
  /** Brings one island alive with its block's code; settles once it is. */
  hydrate: (island: HTMLElement) => Promise<void>;
  /**
   * Settles when islands may start by coming near the screen: once the visitor has shown
   * intent, so a visit that only reads runs no app code.
   */
  nearScreenFrom: Promise<unknown>;
  /** Called once the islands near the screen when watching began are live (or failed). */
  onLive?: () => void;
  /** How far outside the screen an island counts as near (IntersectionObserver's rootMargin). */
  margin?: string;
  root?: ParentNode;
}

/**
 * Hydrates each island of the page on its own: when the visitor touches it (presses,
 * types or moves focus into it), once the frame answering that touch has painted, or when
 * it comes near the screen. Until an
 * island is live, what needs it is held: a click on one of its buttons and a form sent
 * from it are done again once it is, and answers typed into it are handed to it. An island whose code cannot load stays plain HTML; a held form is then sent as such.
 * A tap on one island never waits for the code of another.
 */
export function scheduleIslands({
  hydrate,
  nearScreenFrom,
  onLive = () => {},
  margin = '200px',
  root = document,
}: IslandSchedulerOptions) {
  const states = new Map<HTMLElement, IslandState>();
  const stateOf = (island: HTMLElement) => {
    let state = states.get(island);
    if (!state) states.set(island, (state = { edits: new Map() }));
    return state;
  };
  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(islandSelector) : null;
  /** The island of an event's target while it is not yet live (nor given up). */
  const waitingIsland = (target: EventTarget | null) => {
    const island = islandOf(target);
    const state = island && stateOf(island);
    return state && !state.live && !state.failed ? { island, state } : null;
  };

  /** Starts an island once `answered` settles: at once when nothing is to be shown first. */
  const start = (island: HTMLElement, answered?: () => Promise<void>): Promise<void> => {
    const state = stateOf(island);
    state.started ??= (answered ? answered() : Promise.resolve())
      .then(() => hydrate(island))
      .then(
        async () => {
          // The island counts as live only once React holds the early answers: a click or a
          // submit until then is held too (the browser runs input before the task replaying
          // them), or the form would check empty answers and send nothing.
          await nextTask();
          replayEdits(state.edits);
          state.edits.clear();
          // React applies the replayed answers before the held click reaches a form.
          await nextTask();
          state.live = true;
          // Says so on the page too, for scripts and tests that wait for it.
          island.setAttribute('data-live', '');
          state.held?.(true);
        },
        (error: unknown) => {
          console.warn('A part of the page could not start; it works as plain HTML.', error);
          state.failed = true;
          state.held?.(false);
        },
      )
      .finally(() => (state.held = undefined));
    return state.started;
  };

  // What the browser shows for a touch comes first. Focus often moves as the browser's own
  // answer: a dialog opened by its button takes focus into its first field within the
  // click, so an island started there (its boot, its files' preload links, its runtime)
  // would run before the frame that shows the dialog.
  const onTouch = (event: Event) => {
    // A dialog warmed up (engine/ui/dialog-warm-up.ts) moves focus that is no one's touch.
    if (warmingUpDialogs()) return;
    const island = islandOf(event.target);
    if (island) void start(island, presses.has(event.type) ? afterPressAnswered : afterNextFrame);
  };

  const holdClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const waiting = waitingIsland(event.target);
    const target = waiting && (event.target as Element).closest(needsApp);
    if (!waiting || !(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waiting.state.held = (live) => {
      if (live) target.click();
    };
    void start(waiting.island);
  };

  const holdSubmit = (event: SubmitEvent) => {
    const waiting = waitingIsland(event.target);
    if (!waiting || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target;
    const submitter = event.submitter?.closest('form') === form ? event.submitter : null;
    // Sent again as the visitor sent it: by the island, or as a plain form if it failed.
    waiting.state.held = () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit());
    void start(waiting.island);
  };

  const onEdit = (event: Event) => {
    const waiting = waitingIsland(event.target);
    if (waiting) noteEdit(waiting.state.edits, event.target);
  };

  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of touches) window[method](type, onTouch, passive);
    window[method]('click', holdClick as EventListener, true);
    window[method]('submit', holdSubmit as EventListener, true);
    window[method]('input', onEdit, true);
    window[method]('change', onEdit, true);
  };
  listen(true);

  const islands = () => [...root.querySelectorAll<HTMLElement>(islandSelector)];

  void nearScreenFrom.then(() => {
    const all = islands();
    if (all.length === 0 || typeof IntersectionObserver !== 'function') {
      void Promise.allSettled(all.map((island) => start(island))).then(onLive);
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = new Set<HTMLElement>();
        for (const entry of entries) {
          const island = entry.isIntersecting ? islandOf(entry.target) : null;
          if (island) near.add(island);
        }
        for (const island of near) for (const box of island.children) observer.unobserve(box);
        const started = [...near].map((island) => start(island));
        if (first) void Promise.allSettled(started).then(onLive);
        first = false;
      },
      { rootMargin: margin },
    );
    // An island's frame has no box of its own (display: contents): its children do.
    const boxes = all.flatMap((island) => [...island.children]);
    for (const box of boxes) observer.observe(box);
    if (boxes.length === 0) onLive();
  });

  return {
    /** Starts every island of the page, in order, and settles once all are live or failed. */
    startAll: () => Promise.allSettled(islands().map((island) => start(island))),
    /** Stops listening (a page's islands are scheduled for as long as it is open). */
    stop: () => listen(false),
  };
}

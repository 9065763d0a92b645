import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDialog } from '../ui/dialog-warm-up';
import { scheduleIslands } from './island-scheduler';

/** Two islands of a page: a form, and a map further down. */
function page() {
  document.body.innerHTML = `
    <div data-island="1" data-block="form-section" style="display: contents">
      <form><input name="name" /><button type="button">Check</button><button>Send</button></form>
    </div>
    <div data-island="3" data-block="office-map" style="display: contents"><section>Map</section></div>
    <a href="/about">About</a>`;
  const [form, map] = document.querySelectorAll<HTMLElement>('[data-island]');
  return { form: form!, map: map! };
}

/** A hydration the test settles itself, as an island's code arriving. */
function controlledHydrate() {
  const settles = new Map<HTMLElement, { resolve: () => void; reject: (error: Error) => void }>();
  const hydrate = vi.fn(
    (island: HTMLElement) =>
      new Promise<void>((resolve, reject) => settles.set(island, { resolve, reject })),
  );
  return { hydrate, settle: (island: HTMLElement) => settles.get(island)! };
}

/** An IntersectionObserver the test drives: `show` reports elements on the screen. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
  class FakeObserver {
    targets = new Set<Element>();
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show(visible: Element[]) {
      for (const observer of observers) {
        const entries = [...observer.targets].map(
          (target) => ({ target, isIntersecting: visible.includes(target) }) as never,
        );
        observer.callback(entries, observer as never);
      }
    },
  };
}

const never = new Promise<void>(() => {});
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const running: { stop: () => void }[] = [];
const schedule = (options: Parameters<typeof scheduleIslands>[0]) => {
  const islands = scheduleIslands(options);
  running.push(islands);
  return islands;
};

afterEach(() => {
  for (const islands of running.splice(0)) islands.stop();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A form island whose field the visitor typed 'Layla' into, its hydration under way. */
async function typedBeforeLive() {
  const { form } = page();
  const { hydrate, settle } = controlledHydrate();
  schedule({ hydrate, nearScreenFrom: never });
  const input = form.querySelector('input')!;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = 'Layla';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await vi.waitFor(() => expect(hydrate).toHaveBeenCalledWith(form));
  return { form, input, settle };
}

describe('scheduleIslands', () => {
  it('hydrates the island the visitor touches, and only that one', async () => {
    const { form, map } = page();
    const { hydrate, settle } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledWith(form));
    await tick();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalledWith(map);
    settle(form).resolve();
    await vi.waitFor(() => expect(form.hasAttribute('data-live')).toBe(true));
  });

  it('after a press, starts once the press is released and the next frame has painted', async () => {
    const { form } = page();
    const { hydrate, settle } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    form.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await tick();
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledWith(form));
    settle(form).resolve();
    await tick();
  });

  it('after focus moves in, starts once the next frame has painted: a dialog shows first', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { form } = page();
    const { hydrate, settle } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    // As a dialog opened by its button takes focus into its first field, within the click.
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await tick();
    expect(hydrate).not.toHaveBeenCalled();

    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledWith(form));
    settle(form).resolve();
    await vi.waitFor(() => expect(form.hasAttribute('data-live')).toBe(true));
  });

  it('starts no island for the focus a dialog’s warm-up moves into it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { form } = page();
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<button type="button">Close</button>';
    dialog.showModal = () => dialog.querySelector('button')!.focus();
    dialog.close = () => {};
    form.append(dialog);
    const { hydrate } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    warmUpDialog(dialog);
    for (const frame of frames.splice(0)) frame(performance.now());
    await tick();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates islands near the screen once allowed to, and says when those are live', async () => {
    const { form, map } = page();
    const screen = fakeIntersectionObserver();
    const { hydrate, settle } = controlledHydrate();
    let allow!: () => void;
    const onLive = vi.fn();
    schedule({ hydrate, nearScreenFrom: new Promise<void>((r) => (allow = r)), onLive });
    await tick();
    screen.show([form.firstElementChild!]);
    expect(hydrate).not.toHaveBeenCalled();

    allow();
    await tick();
    screen.show([form.firstElementChild!]);
    await tick();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledWith(form);
    expect(onLive).not.toHaveBeenCalled();
    settle(form).resolve();
    await vi.waitFor(() => expect(onLive).toHaveBeenCalledTimes(1));

    // Scrolled to later, the map comes alive on its own.
    screen.show([map.firstElementChild!]);
    await tick();
    expect(hydrate).toHaveBeenCalledWith(map);
    settle(map).resolve();
    await tick();
  });

  it('keeps what was typed before the island was live and hands it to the live island', async () => {
    const { form, input, settle } = await typedBeforeLive();
    // The live island (React, here a listener) hears the answer once it is.
    const heard: string[] = [];
    settle(form).resolve();
    input.addEventListener('input', () => heard.push(input.value));
    await vi.waitFor(() => expect(heard).toEqual(['Layla']));
    expect(input.value).toBe('Layla');
  });

  it('holds a click that comes once the island has hydrated but before it has the early answers', async () => {
    const { form, input, settle } = await typedBeforeLive();
    // The live island (React, here listeners) keeps the answers it hears, and sends them.
    const heard: string[] = [];
    const sent: string[][] = [];
    input.addEventListener('input', () => heard.push(input.value));
    const button = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
    button.addEventListener('click', () => sent.push([...heard]));
    settle(form).resolve();
    // Input comes before other tasks: the click lands before the answers are handed over.
    await Promise.resolve();
    await Promise.resolve();
    button.click();
    await vi.waitFor(() => expect(sent).toEqual([['Layla']]));
  });

  it('holds a click on a button of an island until it is live, then does it again', async () => {
    const { form, map } = page();
    const { hydrate, settle } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    const button = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
    const heard = vi.fn();
    button.addEventListener('click', heard);
    button.click();
    expect(heard).not.toHaveBeenCalled();
    await tick();
    expect(hydrate).toHaveBeenCalledWith(form);
    expect(hydrate).not.toHaveBeenCalledWith(map);
    settle(form).resolve();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    button.click();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('lets plain links outside islands go, and holds nothing there', () => {
    page();
    const { hydrate } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('sends a held form as plain HTML when the island cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = page();
    const { hydrate, settle } = controlledHydrate();
    schedule({ hydrate, nearScreenFrom: never });
    const element = form.querySelector('form')!;
    const requestSubmit = vi.spyOn(element, 'requestSubmit').mockImplementation(() => {});
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await tick();
    settle(form).reject(new Error('offline'));
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
    // Given up, the island is plain HTML: its forms post.
    const again = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('starts every island at once when asked (a query string presets a form)', async () => {
    const { form, map } = page();
    const { hydrate, settle } = controlledHydrate();
    const islands = schedule({ hydrate, nearScreenFrom: never });
    const all = islands.startAll();
    await tick();
    expect(hydrate).toHaveBeenCalledWith(form);
    expect(hydrate).toHaveBeenCalledWith(map);
    settle(form).resolve();
    settle(map).resolve();
    await all;
  });
});

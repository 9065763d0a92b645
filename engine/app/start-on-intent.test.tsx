import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnIntent } from './start-on-intent';

/** A start the test settles itself, as the app's files arriving. */
function controlledStart() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { start, settle: () => settle! };
}

// Lets the start's promise settle before the next test replaces the page.
const waitForReplay = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startOnIntent', () => {
  it('starts nothing until the visitor shows intent, then starts once', async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('wheel'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers a press that follows a moving pointer at once before it starts', async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('pointerdown'));
    // Longer than the wait after a moving pointer alone: the press is not yet over.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
  });

  it("counts the page's scrolling as intent, not a list the page scrolls sideways", async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    document.body.innerHTML = '<ul></ul>';
    document.querySelector('ul')!.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
  });

  it('holds a click on a button and does it again once the app is live', async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    document.body.innerHTML = '<button type="button">Open menu</button>';
    const button = document.querySelector('button')!;
    const heard = vi.fn();
    button.addEventListener('click', heard);

    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(heard).not.toHaveBeenCalled();

    settle().resolve();
    // The held click is done again once the app is live, a task or two later.
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    // Once live, clicks are no longer held.
    button.click();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('lets plain links go', async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    document.body.innerHTML = '<a href="/services">Services</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
  });

  it('starts on a press once it is released and the next frame has painted', async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
  });

  it("waits on a tap's release for the click the tap sends a moment later", async () => {
    const { start, settle } = controlledStart();
    startOnIntent(start);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pointerup'));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('click'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    settle().resolve();
    await waitForReplay();
  });

  it('sends a held form as plain HTML when the app cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { start, settle } = controlledStart();
    startOnIntent(start);
    document.body.innerHTML = '<form><input name="q" /><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    const requestSubmit = vi.spyOn(form, 'requestSubmit');

    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    form.addEventListener('submit', sent);
    settle().reject(new Error('offline'));

    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      'The page could not start its app; it works as plain HTML.',
      expect.any(Error),
    );
  });
});

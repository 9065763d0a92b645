import { afterEach, describe, expect, it, vi } from 'vitest';
import { centredListAttribute, keepCurrentItemsCentred } from './centre-current-item';

/** A stand-in for `document.fonts` that counts reads of `ready` and settles when told. */
function fontsReadyOnCall() {
  let settle = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const readyRead = vi.fn(() => ready);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    get: () => ({
      get ready() {
        return readyRead();
      },
    }),
  });
  return { readyRead, settle };
}

/** A list that scrolls sideways, its current item 300 px in, laid out as jsdom cannot. */
function centredList(): HTMLElement {
  document.body.innerHTML = `<ul ${centredListAttribute}><li>One</li><li aria-current="page">Two</li></ul>`;
  const list = document.querySelector<HTMLElement>('ul')!;
  const item = document.querySelector<HTMLElement>('[aria-current]')!;
  Object.defineProperties(list, {
    offsetLeft: { value: 0 },
    clientWidth: { value: 200 },
  });
  Object.defineProperties(item, {
    offsetLeft: { value: 300 },
    offsetWidth: { value: 100 },
  });
  return list;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (document as { fonts?: unknown }).fonts;
});

describe('keeping the current item in view', () => {
  it('never asks a page without such a list about its fonts (that read lays the page out)', () => {
    const { readyRead } = fontsReadyOnCall();
    document.body.innerHTML = '<ul><li aria-current="page">Two</li></ul>';

    keepCurrentItemsCentred(document);

    expect(readyRead).not.toHaveBeenCalled();
  });

  it('centres the current item at once, and again once the fonts have arrived', async () => {
    const { readyRead, settle } = fontsReadyOnCall();
    const list = centredList();

    keepCurrentItemsCentred(document);
    // The item's middle (350) in the middle of the 200 px list.
    expect(list.scrollLeft).toBe(250);
    expect(readyRead).toHaveBeenCalledTimes(1);

    list.scrollLeft = 0;
    settle();
    await vi.waitFor(() => expect(list.scrollLeft).toBe(250));
  });
});

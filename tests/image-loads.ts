import { vi } from 'vitest';

/**
 * Makes every picture the page preloads fail, as a missing file or a dead address
 * would (jsdom itself never loads images). Undo with `vi.unstubAllGlobals()`.
 */
export function failImageLoads() {
  vi.stubGlobal(
    'Image',
    class {
      onerror: (() => void) | null = null;
      set src(_value: string) {
        setTimeout(() => this.onerror?.());
      }
    },
  );
}

/** The picture elements inside an element, whatever their role. */
export function imagesIn(element: HTMLElement): HTMLImageElement[] {
  return [...element.querySelectorAll('img')];
}

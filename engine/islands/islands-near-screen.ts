import { islandSelector } from './island-scheduler';

/** The islands of the page on the screen now, or within `margin` pixels of it. */
export function islandsNearScreen(margin = 200, root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(islandSelector)].filter((island) =>
    [...island.children].some((box) => {
      const { top, bottom, width, height } = box.getBoundingClientRect();
      return width + height > 0 && bottom >= -margin && top <= window.innerHeight + margin;
    }),
  );
}

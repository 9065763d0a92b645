import { asideSizes } from '../../engine/ui/aside-sizes';

/** The widths of the hero's text and its aside (a form or a picture) from `md` up. */
export const heroColumns = '1.15fr 0.85fr';

/** How wide the hero shows its picture; the page's head preloads it with the same words. */
export const heroPictureSizes = asideSizes(heroColumns);

import { imageSlug } from './image-slug';

/**
 * Every brand logo is drawn on the same canvas, so a page can reserve its space
 * before the file arrives without knowing which brand it is.
 */
export const brandLogoSize = { width: 240, height: 64 } as const;

/** Where the logo of a brand is served; `npm run images` writes one per brand named in pages or seeds. */
export function brandLogoSrc(brand: string): string {
  return `/logos/${imageSlug(brand)}.svg`;
}

import { isSafeImageUrl } from '../schema/field-rules';
import { imageSlug } from './image-slug';

/**
 * The picture of a person: their own `photo` when the page gives a safe one (a site
 * path or an https: address), otherwise the illustrated portrait generated for the name.
 */
export function portraitSrc(name: string, photo?: string): string {
  if (photo && isSafeImageUrl(photo)) return photo;
  return `/portraits/${imageSlug(name)}.svg`;
}

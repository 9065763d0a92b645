import { isMediaPath } from './media-path';

/** Every media file named anywhere in `value` (page documents): `media/photos/office.jpg`. */
export function mediaPathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isMediaPath(value)) found.add(value);
  } else if (value && typeof value === 'object')
    for (const child of Object.values(value)) mediaPathsIn(child, found);
  return found;
}

/**
 * A file of the site's `media/` folder, as a page document names it: folders and a name of
 * letters, digits, `_` and `-`, and the extension of a picture format the build encodes.
 */
export const mediaPathPattern =
  '^media/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(?:jpg|jpeg|png|webp|avif)$';

const MEDIA_PATH = new RegExp(mediaPathPattern);

/** Whether a picture's `src` names a file of `media/` (the build sizes and encodes it). */
export const isMediaPath = (src: string): boolean => MEDIA_PATH.test(src);

/**
 * The largest source picture an author may add: beyond these, encoding takes long and gains
 * nothing a screen can show.
 */
export const mediaLimits = { pixels: 40_000_000, bytes: 30 * 1024 * 1024 } as const;

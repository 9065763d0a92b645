import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { optimize } from 'svgo';

/**
 * An illustrated portrait for a name: a DiceBear "Notionists" figure (drawings by
 * Zoish, CC0 1.0) seeded by the name, so the same person always looks the same. The
 * background is left clear for the avatar's own colour; whole-unit coordinates keep
 * the file small (the drawing is 1744 units across and shown under 100 px).
 */
export function portraitSvg(name: string): string {
  const avatar = createAvatar(notionists, { seed: name, gestureProbability: 0 });
  return `${optimize(avatar.toString(), { multipass: true, floatPrecision: 0 }).data}\n`;
}

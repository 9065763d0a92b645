import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { arabicRange, charactersOf } from './font-ranges';

/** The weights of Noto Sans Arabic pages use: text (400), and headings and buttons (700). */
export const arabicWeights = [400, 700] as const;

/** The Arabic font file of a weight, kept in git beside this file. */
export const arabicSubsetFile = (weight: number) =>
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'fonts',
    `noto-sans-arabic-${weight}.woff2`,
  );

/**
 * Noto Sans Arabic cut to the characters Arabic pages are written in (arabicRange): its
 * letters, vowel marks, digits and punctuation, with the shaping that joins them. Only
 * Arabic pages load it; Latin words on them stay in Inter.
 */
export async function subsetArabic(weight: number): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve(
      `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    ),
  );
  return subsetFont(source, charactersOf(arabicRange), { targetFormat: 'woff2' });
}

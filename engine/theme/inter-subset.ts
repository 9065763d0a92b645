import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { charactersOf, firstScreenRange } from './font-ranges';
import { interWeights } from './inter-weights';

/** The font file pages preload, kept in git beside this file. */
export const interSubsetFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fonts',
  'inter-basic-400-800.woff2',
);

/**
 * The typographic features a browser applies to text by default (kerning, ligatures,
 * contextual forms, marks). Inter's others (stylistic sets, character variants, case-sensitive
 * and tabular forms, fractions) are left out: a style asking for one gets the default forms
 * (the staff sign-in code's tabular figures are proportional), for 7 KB less on every
 * first visit.
 */
const defaultFeatures = [
  'kern',
  'liga',
  'clig',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rclt',
  'rvrn',
];

/**
 * Inter's Latin file cut to what the first screen needs: the characters the pages are
 * written in (firstScreenRange), the weights the theme uses, and the default features.
 * No glyph is kept only because a feature could turn a kept one into it (an alternate, a
 * small figure): a feature's rule that leads to a glyph left out goes with it.
 * About 15 KB instead of 48 KB, which every visitor's first paint waits for.
 */
export async function subsetInter(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  // subset-font takes keepFeatures; its published types do not list it yet.
  const options: SubsetOptions & { keepFeatures: readonly string[] } = {
    targetFormat: 'woff2',
    variationAxes: { wght: interWeights },
    keepFeatures: defaultFeatures,
    noLayoutClosure: true,
  };
  return subsetFont(source, charactersOf(firstScreenRange), options);
}

type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]>;

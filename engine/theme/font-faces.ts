import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interBasic from './fonts/inter-basic-400-800.woff2?url';
import { firstScreenRange, latinExtRange, latinRestRange } from './font-ranges';
import { interWeights } from './inter-weights';

/**
 * The site's typeface, written into each page's head instead of a stylesheet, so nothing
 * blocks the first paint. The first screen's only font file (the characters the pages
 * are written in, at the theme's weights: inter-subset.ts) is preloaded; the rest of
 * Latin and Latin Extended load only on a page that uses one of their characters. Text shows at once in a local fallback whose metrics are
 * adjusted to Inter's, so the swap moves nothing.
 */
// Both files declare the same weights: a browser picks the faces of a family by weight
// first, and shares out characters by unicode-range only among faces declared alike.
const interFace = (url: string, range: string) =>
  `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:${interWeights.min} ${interWeights.max};src:url(${url}) format('woff2-variations');unicode-range:${range}}`;

/** The font family the theme names after Inter: Arial (or its metric twin) scaled to match. */
export const interFallbackFamily = 'Inter Fallback';

export const fontFaceCss = [
  interFace(interLatinExt, latinExtRange),
  interFace(interLatin, latinRestRange),
  interFace(interBasic, firstScreenRange),
  `@font-face{font-family:'${interFallbackFamily}';src:local('Arial'),local('Liberation Sans'),local('Helvetica');ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}`,
].join('');

/** Head tags: the preload of the first screen's font file and the font faces. */
export const fontHeadHtml = `<link rel="preload" href="${interBasic}" as="font" type="font/woff2" crossorigin>\n    <style data-fonts>${fontFaceCss}</style>`;

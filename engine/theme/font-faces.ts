import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The site's typeface, written into each page's head instead of a stylesheet, so nothing
 * blocks the first paint. The Latin file (the first screen's only font) is preloaded;
 * Latin Extended loads only on a page that uses its characters. Text shows at once in a
 * local fallback whose metrics are adjusted to Inter's, so the swap moves nothing.
 */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExtRange =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const interFace = (url: string, range: string) =>
  `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format('woff2-variations');unicode-range:${range}}`;

/** The font family the theme names after Inter: Arial (or its metric twin) scaled to match. */
export const interFallbackFamily = 'Inter Fallback';

export const fontFaceCss = [
  interFace(interLatinExt, latinExtRange),
  interFace(interLatin, latinRange),
  `@font-face{font-family:'${interFallbackFamily}';src:local('Arial'),local('Liberation Sans'),local('Helvetica');ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}`,
].join('');

/** Head tags: the preload of the first screen's font file and the font faces. */
export const fontHeadHtml = `<link rel="preload" href="${interLatin}" as="font" type="font/woff2" crossorigin>\n    <style data-fonts>${fontFaceCss}</style>`;

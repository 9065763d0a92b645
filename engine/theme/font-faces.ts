import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interBasic from './fonts/inter-basic-400-800.woff2?url';
import arabic400 from './fonts/noto-sans-arabic-400.woff2?url';
import arabic700 from './fonts/noto-sans-arabic-700.woff2?url';
import {
  arabicRange,
  firstScreenRange,
  latinExtRange,
  latinRestRange,
  rangePattern,
} from './font-ranges';
import { interWeights } from './inter-weights';

/**
 * The site's typeface, written into each page's head instead of a stylesheet, so nothing
 * blocks the first paint. The first screen's only font file (the characters the pages
 * are written in, at the theme's weights: inter-subset.ts) is preloaded. Text shows at once
 * in a local fallback whose metrics are adjusted to Inter's, so the swap moves nothing.
 *
 * The rest of Latin and Latin Extended are declared only on a page whose text uses one of
 * their characters (and by the app, before it shows such text). A face declared but not
 * loaded is not free: the browser prepares a stand-in font for it at every size and weight
 * the page sets, which doubled the first layout of a page.
 */
// Every file declares the same weights: a browser picks the faces of a family by weight
// first, and shares out characters by unicode-range only among faces declared alike.
const interFace = (url: string, range: string) =>
  `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:${interWeights.min} ${interWeights.max};src:url(${url}) format('woff2-variations');unicode-range:${range}}`;

/** The font family the theme names after Inter: Arial (or its metric twin) scaled to match. */
export const interFallbackFamily = 'Inter Fallback';

/** What every page declares: the first screen's face and the fallback. */
const baseFontFaceCss =
  interFace(interBasic, firstScreenRange) +
  `@font-face{font-family:'${interFallbackFamily}';src:local('Arial'),local('Liberation Sans'),local('Helvetica');ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%;size-adjust:107.4%}`;

/** A face declared only where text calls for it, in a style element of its own. */
export interface ExtraFontFace {
  /** The value of the style element's `data-font-face`. */
  id: string;
  css: string;
  /** Matches a character the face draws. */
  usedBy: RegExp;
}

export const extraFontFaces: readonly ExtraFontFace[] = [
  {
    id: 'latin-ext',
    css: interFace(interLatinExt, latinExtRange),
    usedBy: rangePattern(latinExtRange),
  },
  { id: 'latin', css: interFace(interLatin, latinRestRange), usedBy: rangePattern(latinRestRange) },
];

/** The extra faces some character of `text` needs. */
export const extraFontFacesFor = (text: string) =>
  extraFontFaces.filter((face) => face.usedBy.test(text));

/** The base faces' style element; `data-fonts` marks a page that has its faces. */
export const baseFontFaceStyle = `<style data-fonts>${baseFontFaceCss}</style>`;

export const extraFontFaceStyle = (face: ExtraFontFace) =>
  `<style data-font-face="${face.id}">${face.css}</style>`;

/**
 * Noto Sans Arabic (arabic-subset.ts), for pages in Arabic only: its regular file draws
 * text up to 500, its bold one headings and buttons (600 to 800) without a faux bold.
 */
const arabicFiles = [
  { url: arabic400, weights: '100 500' },
  { url: arabic700, weights: '600 900' },
];
const arabicFontFaceStyle = `<style data-font-face="arabic">${arabicFiles
  .map(
    ({ url, weights }) =>
      `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-display:swap;font-weight:${weights};src:url(${url}) format('woff2');unicode-range:${arabicRange}}`,
  )
  .join('')}</style>`;

const isArabicFont = (localeFont: string | undefined) => localeFont === 'Noto Sans Arabic';

const preload = (url: string) =>
  `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;

/**
 * Head tags for a page of `text`: the first screen font's preload and the faces it uses;
 * a page in a locale set in Noto Sans Arabic also preloads and declares that.
 */
export function fontHeadHtml(text: string, localeFont?: string): string {
  const arabic = isArabicFont(localeFont);
  return [
    preload(interBasic),
    ...(arabic ? arabicFiles.map(({ url }) => preload(url)) : []),
    baseFontFaceStyle,
    ...(arabic ? [arabicFontFaceStyle] : []),
    ...extraFontFacesFor(text).map(extraFontFaceStyle),
  ].join('\n    ');
}

/**
 * In the browser: declares the faces `text` needs that the page does not have yet, before
 * the app shows that text (a page reached in the app, a record loaded after the first
 * paint). Without `text`, every face, and the locale's own (`localeFont`): a page no
 * server rendered (the dev server).
 */
export function installFontFaces(text?: string, localeFont?: string): void {
  const head = document.head;
  const add = (html: string) => head.insertAdjacentHTML('beforeend', html);
  const missing = (id: string) => !head.querySelector(`style[data-font-face="${id}"]`);
  if (!head.querySelector('style[data-fonts]')) add(baseFontFaceStyle);
  for (const face of text === undefined ? extraFontFaces : extraFontFacesFor(text)) {
    if (missing(face.id)) add(extraFontFaceStyle(face));
  }
  if (isArabicFont(localeFont) && missing('arabic')) add(arabicFontFaceStyle);
}

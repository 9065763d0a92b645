import { afterEach, describe, expect, it } from 'vitest';
import { fontHeadHtml, installFontFaces } from './font-faces';
import { rangePattern } from './font-ranges';

const declaredFaces = (html: string) =>
  [...html.matchAll(/<style data-font-face="([^"]+)">/g)].map((match) => match[1]);

const facesInHead = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>('style[data-font-face]')].map(
    (style) => style.dataset.fontFace,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('a unicode-range as a pattern', () => {
  it('matches the single code points and the ranges it names, and nothing else', () => {
    const pattern = rangePattern('U+0041,U+00E0-00E9,U+1F600');
    for (const character of ['A', 'à', 'é', '😀']) expect(pattern.test(character)).toBe(true);
    for (const character of ['B', 'ê', 'a', ' ']) expect(pattern.test(character)).toBe(false);
  });
});

describe("a page's font head tags", () => {
  it('preload the first screen font and declare only its face and the fallback for plain text', () => {
    const html = fontHeadHtml('<h1>Managed IT for Dubai — 24/7 support, €0 setup</h1>');
    expect(html).toMatch(
      /<link rel="preload" href="[^"]+inter-basic-400-800[^"]*\.woff2" as="font"/,
    );
    expect(html).toContain('<style data-fonts>');
    expect(html).toContain("font-family:'Inter Fallback'");
    expect(declaredFaces(html)).toEqual([]);
  });

  it('declare the Latin face for accented letters and the extended face for their own letters', () => {
    expect(declaredFaces(fontHeadHtml('Réseaux Café'))).toEqual(['latin']);
    expect(declaredFaces(fontHeadHtml('Łódź office'))).toEqual(['latin-ext', 'latin']);
    expect(declaredFaces(fontHeadHtml('Ştefan'))).toEqual(['latin-ext']);
  });
});

describe('installing font faces in the browser', () => {
  it('adds the faces new text needs, once each, beside what the server wrote', () => {
    document.head.innerHTML = fontHeadHtml('plain text');
    installFontFaces('Señor');
    installFontFaces('Café Señor');
    expect(facesInHead()).toEqual(['latin']);
    expect(document.head.querySelectorAll('style[data-fonts]')).toHaveLength(1);
    installFontFaces('plain again');
    expect(facesInHead()).toEqual(['latin']);
  });

  it('declares every face on a page no server rendered', () => {
    installFontFaces();
    expect(document.head.querySelectorAll('style[data-fonts]')).toHaveLength(1);
    expect(facesInHead()).toEqual(['latin-ext', 'latin']);
  });

  it('declares Noto Sans Arabic too on an Arabic page no server rendered, once', () => {
    installFontFaces(undefined, 'Noto Sans Arabic');
    installFontFaces('نص', 'Noto Sans Arabic');
    expect(facesInHead()).toEqual(['latin-ext', 'latin', 'arabic']);
    expect(document.head.innerHTML).toContain("font-family:'Noto Sans Arabic'");
  });
});

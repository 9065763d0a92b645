import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Coverage, Script } from './text-runs';
import { woffToSfnt } from './woff-to-sfnt';

/*
 * The guides' fonts: Inter for Latin text (the site's face) and Noto Sans Arabic, static
 * files of the Fontsource packages. Inter's "latin" subset also has the digits and punctuation
 * an Arabic guide borrows; Noto Sans Arabic's "arabic" subset has the Arabic letters, digits
 * and punctuation, and no italic: italic Arabic is set upright.
 *
 * WOFF, not WOFF2: fontkit reads WOFF2 but subsets it wrongly (it copies glyph bytes from the
 * transformed glyf table: garbled glyphs, and a RangeError on composite glyphs such as Arabic
 * letters with dots), and pdfkit always embeds a subset.
 */
const files = {
  'latin-400': '@fontsource/inter/files/inter-latin-400-normal.woff',
  'latin-700': '@fontsource/inter/files/inter-latin-700-normal.woff',
  'latin-400-italic': '@fontsource/inter/files/inter-latin-400-italic.woff',
  'latin-700-italic': '@fontsource/inter/files/inter-latin-700-italic.woff',
  'arabic-400': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  'arabic-700': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
} as const;

/** A font of the guides, as registered with a document. */
export type FontName = keyof typeof files;

/** The font of a script in a style. */
export function fontName(script: Script, bold: boolean, italic: boolean): FontName {
  const weight = bold ? '700' : '400';
  return script === 'latin' && italic ? `latin-${weight}-italic` : `${script}-${weight}`;
}

const require = createRequire(import.meta.url);
let bytes: Map<FontName, Buffer> | undefined;

// What pdfkit keeps of a registered font: its fontkit font (not in pdfkit's types).
interface WithFontkit {
  _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

/**
 * Registers the guides' fonts with a document (read from disk once per process) and returns
 * which characters each script's font can draw.
 */
export function registerGuideFonts(doc: PDFKit.PDFDocument): Coverage {
  bytes ??= new Map(
    Object.entries(files).map(([name, file]) => [
      name as FontName,
      woffToSfnt(readFileSync(require.resolve(file))),
    ]),
  );
  for (const [name, data] of bytes) doc.registerFont(name, data);
  const fontkitFont = (name: FontName) => (doc.font(name) as unknown as WithFontkit)._font.font;
  const latin = fontkitFont('latin-400');
  const arabic = fontkitFont('arabic-400');
  return {
    latin: (codePoint) => latin.hasGlyphForCodePoint(codePoint),
    arabic: (codePoint) => arabic.hasGlyphForCodePoint(codePoint),
  };
}

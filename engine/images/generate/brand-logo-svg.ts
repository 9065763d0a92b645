import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import * as simpleIcons from 'simple-icons';
import { svgPathBbox } from 'svg-path-bbox';
// The palette, not the theme: the theme brings the fonts, which only a bundler can load.
import { paletteOptions as palette } from '../../theme/palette';
import { brandLogoSize } from '../brand-logo';

interface BrandIcon {
  title: string;
  hex: string;
  path: string;
}

const { width, height } = brandLogoSize;
const sidePadding = 8;
const iconSize = 30;
const iconGap = 10;
/** A mark this much wider than tall is the brand's name already, and stands alone. */
const wordmarkAspect = 2.5;
const wordmarkBox = { width: 196, height: 32 };
const fontFile = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  );

/** Brand names written longer than the icon set's title for the same mark. */
const iconAliases: Readonly<Record<string, string>> = {
  'dell technologies': 'dell',
  'bosch security': 'bosch',
  'cisco meraki': 'cisco',
};

let icons: Map<string, BrandIcon> | undefined;
function iconFor(brand: string): BrandIcon | undefined {
  icons ??= new Map(
    Object.values(simpleIcons as Record<string, BrandIcon>).map((icon) => [
      icon.title.toLowerCase(),
      icon,
    ]),
  );
  const key = brand.toLowerCase();
  return icons.get(iconAliases[key] ?? key);
}

const fonts = new Map<number, Font>();
function inter(weight = 800): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(fontFile(weight));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

/**
 * A brand's logo for the site: the brand's mark from Simple Icons (CC0) in its own
 * colour beside the name, or, for a brand the set lacks, the name alone set in
 * heavy Inter. The name is drawn as outlines, so the file looks the same without
 * the site's font; everything is centred on one canvas and shrunk to fit.
 */
export function brandLogoSvg(brand: string): string {
  const icon = iconFor(brand);
  const mark = icon && placedMark(icon);
  const body = mark?.alone ? mark.svg : nameBeside(brand, mark?.svg);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** The name centred on the canvas, after the mark when there is one, shrunk to fit. */
function nameBeside(brand: string, markSvg: string | undefined): string {
  const fontSize = markSvg ? 21 : 26;
  const textX = markSvg ? iconSize + iconGap : 0;
  const { width: textWidth, pathData } = setText(inter(), brand, textX, fontSize);
  const contentWidth = textX + textWidth;
  const scale = Math.min(1, (width - 2 * sidePadding) / contentWidth);
  const left = round((width - contentWidth * scale) / 2);
  return [
    `<g transform="translate(${left} ${height / 2}) scale(${round(scale)})">`,
    markSvg ?? '',
    `<path fill="${markSvg ? palette.text.primary : palette.wordmark}" d="${pathData}"/>`,
    '</g>',
  ].join('');
}

/**
 * The mark scaled by its drawn extent: a symbol fills an icon square left of the name
 * (origin at its left middle); a wide mark that spells the name is centred on the canvas.
 */
function placedMark(icon: BrandIcon): { svg: string; alone: boolean } {
  const [x0, y0, x1, y1] = svgPathBbox(icon.path);
  const markWidth = x1 - x0;
  const markHeight = y1 - y0;
  const alone = markWidth / markHeight >= wordmarkAspect;
  const box = alone ? wordmarkBox : { width: iconSize, height: iconSize };
  const scale = Math.min(box.width / markWidth, box.height / markHeight);
  const left = alone ? (width - markWidth * scale) / 2 : (iconSize - markWidth * scale) / 2;
  const top = alone ? (height - markHeight * scale) / 2 : -(markHeight * scale) / 2;
  const transform = `translate(${round(left - x0 * scale)} ${round(top - y0 * scale)}) scale(${round(scale)})`;
  return {
    svg: `<path transform="${transform}" fill="${markColour(icon.hex)}" d="${icon.path}"/>`,
    alone,
  };
}

interface GlyphPositioning {
  getKerningTables(script: string): unknown;
  getKerningValue(tables: unknown, left: number, right: number): number;
}

/**
 * The outline of a line of text, placed glyph by glyph with the font's kerning and
 * centred on the cap height (shaping is left out: the parser cannot apply some of
 * Inter's substitution tables, and a brand name needs none).
 */
function setText(font: Font, text: string, left: number, fontSize: number) {
  const scale = fontSize / font.unitsPerEm;
  const capHeight = (font.tables.os2 as unknown as { sCapHeight: number }).sCapHeight * scale;
  const positioning = (font as unknown as { position: GlyphPositioning }).position;
  const kerning = positioning.getKerningTables('latn');
  const glyphs = [...text].map((character) => font.charToGlyph(character));
  const path = new opentype.Path();
  let x = left;
  glyphs.forEach((glyph, index) => {
    path.extend(glyph.getPath(x, capHeight / 2, fontSize));
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) x += positioning.getKerningValue(kerning, glyph.index, next.index) * scale;
  });
  return { width: x - left, pathData: pathData(path) };
}

/**
 * SVG path data with one decimal. Written here because the parser's own writer
 * glues a rounded "-0" to the number before it ("5.60" for "5.6 0").
 */
function pathData(path: opentype.Path): string {
  const n = (value: number) => String(Math.round(value * 10) / 10 || 0);
  return path.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${n(command.x)} ${n(command.y)}`;
        case 'Q':
          return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
        case 'C':
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(n).join(' ')}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/** The brand's colour, or the site's navy when the colour would vanish on a white tile. */
function markColour(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.6 ? palette.wordmark : `#${hex}`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

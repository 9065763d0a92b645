import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakLines, type Coverage, type Direction } from './text-runs';
import { typesetGuide } from './typeset-guide';

const guides = path.resolve(import.meta.dirname, '../../../media/guides');
const site = { siteName: 'TechCrew', siteUrl: 'https://techcrew.ae' };
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** A guide whose body starts on line 6 (four lines of front matter, then a blank line). */
const guide = (body: string) => `---\ntitle: Test\nupdated: 2026-12-03\n---\n\n${body}\n`;
const typeset = (source: string, locale: 'en' | 'ar' = 'en') =>
  typesetGuide(source, { file: 'test.md', locale, ...site });

describe('typesetGuide', () => {
  it.each([
    ['cloud-migration-checklist.md', 'en'],
    ['cloud-migration-checklist.ar.md', 'ar'],
    ['network-security-best-practices.md', 'en'],
    ['network-security-best-practices.ar.md', 'ar'],
  ] as const)('typesets %s into a PDF of two pages or more', async (name, locale) => {
    const file = path.join(guides, name);
    const pdf = await typesetGuide(readFileSync(file, 'utf8'), { file, locale, ...site });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale}-AE)`);
  });

  it('gives the same bytes for the same source', async () => {
    const source = guide(
      '## Steps\n\n- [ ] انقل **Microsoft 365** أولاً\n- Read *[the guide](https://techcrew.ae)*.',
    );
    expect((await typeset(source, 'ar')).equals(await typeset(source, 'ar'))).toBe(true);
    // A real guide too, typeset twice in one process as a build does it.
    const file = path.join(guides, 'network-security-best-practices.ar.md');
    const options = { file, locale: 'ar', ...site } as const;
    const real = readFileSync(file, 'utf8');
    const first = await typesetGuide(real, options);
    expect((await typesetGuide(real, options)).equals(first)).toBe(true);
  });

  it.each([
    [
      'a table',
      'Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      /^test\.md:8: tables are not supported/,
    ],
    [
      'a level-1 heading',
      'Intro.\n\n# Big title',
      /^test\.md:8: a # heading is not supported: the title comes from the front matter/,
    ],
    [
      'an image',
      'Intro.\n\nSee ![a chart](chart.png) here.',
      /^test\.md:8: images are not supported/,
    ],
    [
      'a code block',
      'Intro.\n\n```\nnpm install\n```',
      /^test\.md:8: code blocks are not supported/,
    ],
    ['HTML', 'Intro.\n\n<div>boxed</div>', /^test\.md:8: HTML is not supported/],
    [
      'a relative link',
      'Intro.\n\nSee [us](/contact).',
      /^test\.md:8: the link "\/contact" is not a full address/,
    ],
  ])('refuses %s with file:line', async (_, body, message) => {
    await expect(typeset(guide(body))).rejects.toThrow(message);
  });

  it('refuses a character that no font has, naming it and its line', async () => {
    await expect(typeset(guide('Intro.\n\nLaunch day 🚀 is here.'))).rejects.toThrow(
      'test.md:8: the character "🚀" (U+1F680) is in no font of the guides',
    );
    await expect(typeset(guide('Intro,\nthen 漢字.'), 'ar')).rejects.toThrow(
      'test.md:7: the character "漢" (U+6F22)',
    );
  });

  it('refuses front matter without an updated day', async () => {
    await expect(typeset('---\ntitle: Test\nupdated: 3 Dec\n---\n\nText.')).rejects.toThrow(
      'test.md:3: updated must be a day written YYYY-MM-DD',
    );
    await expect(typeset('Text only.')).rejects.toThrow(
      /^test\.md:1: a guide starts with front matter/,
    );
  });
});

describe('breakLines', () => {
  // Stand-ins for the fonts: Latin below the Arabic block, Arabic inside it; 5 pt a character.
  const coverage: Coverage = {
    latin: (codePoint) => codePoint < 0x600,
    arabic: (codePoint) => codePoint >= 0x600 && codePoint < 0x700,
  };
  const lines = (text: string, direction: Direction, width = Infinity) =>
    breakLines([{ text }], {
      direction,
      width,
      coverage,
      measure: (piece) => piece.length * 5,
      missing: (char) => {
        throw new Error(`missing ${char}`);
      },
    });
  /** A line's pieces from left to right, as written, without the spaces between them. */
  const visual = (text: string, direction: Direction) =>
    lines(text, direction)[0]!.pieces.filter((piece) => piece.source.trim() !== '');

  it('keeps an English name left to right inside right-to-left Arabic', () => {
    const pieces = visual('انقل Microsoft 365 أولاً', 'rtl');
    expect(pieces.map((piece) => [piece.source.trim(), piece.rtl])).toEqual([
      ['أولاً', true],
      ['Microsoft 365', false],
      ['انقل', true],
    ]);
    // Arabic goes to the font as written, which shapes and reverses it; Latin as it reads.
    expect(pieces[1]!.text).toBe('Microsoft 365');
    expect(pieces[0]!.text).toBe('أولاً');
  });

  it('reads a number in Arabic text in its place, and mirrors brackets', () => {
    expect(visual('خلال 15 يوماً', 'rtl').map((piece) => piece.source.trim())).toEqual([
      'يوماً',
      '15',
      'خلال',
    ]);
    const drawn = lines('فعّل (MFA) الآن', 'rtl')[0]!.pieces.filter(
      (piece) => piece.script === 'latin',
    );
    expect(drawn.map((piece) => piece.text).join('')).toBe(' (MFA)');
  });

  it('keeps Arabic words right to left inside an English line', () => {
    expect(
      visual('Say مرحبا بكم today', 'ltr').map((piece) => [piece.source.trim(), piece.rtl]),
    ).toEqual([
      ['Say', false],
      ['مرحبا بكم', true],
      ['today', false],
    ]);
  });

  it('breaks between words, the first words on the first line, and places pieces side by side', () => {
    const broken = lines('واحد اثنان ثلاثة أربعة', 'rtl', 60);
    expect(broken.map((line) => line.pieces.map((piece) => piece.source).join('|'))).toEqual([
      'واحد اثنان',
      'ثلاثة أربعة',
    ]);
    const [line] = lines('انقل Microsoft 365 أولاً', 'rtl');
    expect(line!.pieces.map((piece) => piece.x)).toEqual([0, 25, 30, 95]);
    expect(line!.width).toBe(120);
  });
});

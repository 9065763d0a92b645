import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedRecords } from '../build/seed-records';
import { arabicSubsetFile, arabicWeights, subsetArabic } from './arabic-subset';
import {
  arabicRange,
  charactersOf,
  firstScreenRange,
  latinRange,
  latinRestRange,
  unicodeRange,
} from './font-ranges';
import { interSubsetFile, subsetInter } from './inter-subset';
import { interWeights } from './inter-weights';

const pageFiles = () =>
  readdirSync('pages', { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.yaml'),
  );

/** A file of a locale's own tree, such as `ar/about.yaml`. */
const inLocaleTree = (file: string) => /^[a-z]{2}[/\\]/.test(file);

/** The seeded records without their translations. */
const seedEnglish = () => seedRecords().map((record) => ({ ...record, translations: undefined }));

describe("the first screen's font file", () => {
  it('is the subset the script makes from the installed Inter (npm run fonts writes it)', async () => {
    const committed = await readFile(interSubsetFile);
    expect(committed.equals(await subsetInter())).toBe(true);
    // Only the default features, and no glyph reached only through one: about 16 KB, not 23.
    expect(committed.length).toBeLessThan(16 * 1024);
  });

  it('draws every character the page documents and seeded services are written in', async () => {
    const texts = pageFiles()
      .filter((file) => !inLocaleTree(file))
      .map((file) => readFile(path.join('pages', file), 'utf8'));
    // The language switcher names each language in itself, in the system's font: the
    // locales list of _site.yaml (its indented lines) is left out.
    const written = [...(await Promise.all(texts)), JSON.stringify(seedEnglish())]
      .join('\n')
      .replace(/^locales:\n(?: .*\n)*/m, '');
    const drawn = new Set(charactersOf(firstScreenRange));
    const missing = [...new Set(written.replace(/[\n\r\t]/g, ''))].filter((c) => !drawn.has(c));
    // Add such a character to firstScreenRange (font-ranges.ts), then run `npm run fonts`.
    expect(missing).toEqual([]);
  });
});

describe("the Arabic pages' font files", () => {
  it.each(arabicWeights)('are the subsets the script makes (weight %i)', async (weight) => {
    const committed = await readFile(arabicSubsetFile(weight));
    expect(committed.equals(await subsetArabic(weight))).toBe(true);
    expect(committed.length).toBeLessThan(12 * 1024);
  });

  it('draw, with Inter, every character the Arabic pages and records are written in', async () => {
    const texts = pageFiles()
      .filter(inLocaleTree)
      .map((file) => readFile(path.join('pages', file), 'utf8'));
    const translations = seedRecords().map(
      (record) => (record as { translations?: unknown }).translations,
    );
    const written = [...(await Promise.all(texts)), JSON.stringify(translations ?? [])].join('');
    const drawn = new Set(charactersOf(`${firstScreenRange},${arabicRange}`));
    const missing = [...new Set(written.replace(/[\n\r\t]/g, ''))].filter((c) => !drawn.has(c));
    // Add such a character to arabicRange (font-ranges.ts), then run `npm run fonts`.
    expect(missing).toEqual([]);
  });
});

describe('the font ranges', () => {
  it('list single code points and ranges', () => {
    expect(charactersOf('U+0041-0043,U+20AC')).toBe('ABC€');
    expect(unicodeRange('€CAB')).toBe('U+0041-0043,U+20AC');
    expect(charactersOf(unicodeRange('aceb'))).toBe('abce');
  });

  it('share out every visible Latin character between the first screen and the rest', () => {
    const first = new Set(charactersOf(firstScreenRange));
    const rest = charactersOf(latinRestRange);
    expect(rest.length).toBeGreaterThan(90);
    expect([...rest].filter((character) => first.has(character))).toEqual([]);
    for (const character of 'éüñçß©·–…') {
      expect(first.has(character) || rest.includes(character), character).toBe(true);
    }
    expect(first.size + rest.length).toBeLessThanOrEqual(charactersOf(latinRange).length);
  });
});

describe('the weights the site uses', () => {
  it('are all in the Latin file', async () => {
    const sources = ['blocks', 'engine'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
        .map((file) => path.join(folder, file)),
    );
    const weights = new Set<number>();
    for (const file of sources) {
      const code = await readFile(file, 'utf8');
      for (const match of code.matchAll(/fontWeight: (\d+)/g)) weights.add(Number(match[1]));
    }
    expect(weights.size).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(interWeights.min);
      expect(weight).toBeLessThanOrEqual(interWeights.max);
    }
  });
});

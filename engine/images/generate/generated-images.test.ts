import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSlug } from '../image-slug';
import { brandLogoSvg } from './brand-logo-svg';
import { collectNames } from './collect-names';
import { generatedImages } from './generated-images';

const root = resolve(import.meta.dirname, '../../..');

describe('generated images', () => {
  it('are up to date with the brands and people the YAML names (run `npm run images`)', () => {
    for (const { folder, files } of generatedImages(root)) {
      const onDisk = readdirSync(join(root, folder)).sort();
      expect(onDisk, `${folder} holds other files than npm run images writes`).toEqual(
        [...files.keys()].sort(),
      );
      for (const [file, text] of files) {
        expect(readFileSync(join(root, folder, file), 'utf8'), `${folder}/${file}`).toBe(text);
      }
    }
  });

  it('stay small', () => {
    for (const { folder, files } of generatedImages(root)) {
      for (const [file, text] of files) {
        expect(text.length, `${folder}/${file}`).toBeLessThan(16_000);
      }
    }
  });
});

describe('collectNames', () => {
  it('finds the brands of records, pages and logo strips, and the people of pages', () => {
    const { brands, people } = collectNames(root);
    expect(brands).toEqual(expect.arrayContaining(['Microsoft', 'AWS', 'CommScope', 'Nutanix']));
    // Standards set as chips are not brands.
    expect(brands).not.toContain('TIA/EIA-568');
    expect(brands.some((name) => name.includes('{'))).toBe(false);
    expect(people.length).toBeGreaterThan(5);
    expect(new Set(people.map(imageSlug)).size).toBe(people.length);
    expect(new Set(brands.map(imageSlug)).size).toBe(brands.length);
  });
});

describe('brandLogoSvg', () => {
  it('draws every logo on the same canvas, the name as outlines', () => {
    for (const brand of ['Cisco', 'Samsung', 'Microsoft', 'A brand nobody has heard of']) {
      const svg = brandLogoSvg(brand);
      expect(svg).toMatch(/^<svg [^>]*width="240" height="64" viewBox="0 0 240 64">/);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('NaN');
    }
  });

  it('writes each outline number apart from the next ("5.6 0", never "5.60")', () => {
    const outline = /d="([^"]+)"/.exec(brandLogoSvg('Genetec'))![1]!;
    expect(outline).not.toMatch(/\d\.\d+\.\d|\.\d{2}/);
  });

  it("uses the icon set's mark where it has one and the name alone where it has not", () => {
    expect(brandLogoSvg('Cisco').match(/<path/g)).toHaveLength(2);
    expect(brandLogoSvg('CommScope').match(/<path/g)).toHaveLength(1);
  });
});

import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf } from './font-ranges';
import { interSubsetFile, subsetInter } from './inter-subset';
import { interWeights } from './inter-weights';

describe('the Latin font file', () => {
  it('is the subset the script makes from the installed Inter (npm run fonts writes it)', async () => {
    const committed = await readFile(interSubsetFile);
    expect(committed.equals(await subsetInter())).toBe(true);
    expect(committed.length).toBeLessThan(32 * 1024);
  });
});

describe('charactersOf', () => {
  it('lists single code points and ranges', () => {
    expect(charactersOf('U+0041-0043,U+20AC')).toBe('ABC€');
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

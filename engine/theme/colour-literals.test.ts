import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../schema/project-root';

/**
 * Colours come from the theme's palette (engine/theme/): a hex or rgb()/hsl() literal
 * anywhere else is a colour the theme cannot change. A few may stay where a colour is data
 * rather than the site's look; more than that means tokens are being bypassed again.
 */
const allowedLiterals = 5;
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;
const themeFolder = path.join('engine', 'theme');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$|^test-helpers\./.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(themeFolder + path.sep));
}

/** Every colour literal in the file, as `file:line: literal`. */
function colourLiterals(file: string): string[] {
  const lines = readFileSync(path.join(projectRoot, file), 'utf8').split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(colourLiteral)].map((match) => `${file}:${index + 1}: ${match[0]}`),
  );
}

describe('colours outside the theme', () => {
  it(`number at most ${allowedLiterals} in blocks/, engine/ and studio/`, () => {
    const found = ['blocks', 'engine', 'studio'].flatMap(sourceFiles).flatMap(colourLiterals);
    expect(
      found.length,
      `Colour literals outside ${themeFolder}/; use a palette token instead:\n${found.join('\n')}`,
    ).toBeLessThanOrEqual(allowedLiterals);
  });

  it('are still found by the scan', () => {
    const sample = "sx={{ color: '#C7D2E4', bgcolor: 'rgba(255,255,255,0.06)', fill: '#fff' }}";
    expect(sample.match(colourLiteral)).toEqual(['#C7D2E4', 'rgba(', '#fff']);
  });
});

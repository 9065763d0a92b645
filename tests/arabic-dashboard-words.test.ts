import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unlistedLatinWords } from './tools/latin-words';

// The Arabic dashboard is drawn in the browser from pages/ar/admin.yaml, so its words are
// read here rather than from built HTML: every word it shows is Arabic, but for the names
// the site allows (latinNames in pages/_site.yaml) and what a sentence sets apart as a
// left-to-right run between \u2066 and \u2069 (addresses, commands, settings, file names).

/** Keys whose values are names the dashboard looks up, never shows. */
const notShown = new Set(['access', 'type', 'icon', 'status', 'fileName', 'locale', 'id', 'slug']);
/** Sample input to copy, as the importer reads it (YAML). */
const code = new Set(['example']);

const leftToRightRun = /\u2066[^\u2069]*\u2069/g;
const placeholder = /\{[\w.]+\}/g;

function shownStrings(value: unknown, at: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => shownStrings(item, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!notShown.has(key) && !code.has(key)) shownStrings(item, `${at}.${key}`, out);
    }
  }
  return out;
}

describe('the Arabic dashboard', () => {
  const document = parse(readFileSync('pages/ar/admin.yaml', 'utf8')) as object;

  it('shows no Latin word but the allowed names and left-to-right runs', () => {
    const found: Record<string, string[]> = {};
    for (const [at, text] of shownStrings(document, '', [])) {
      const words = unlistedLatinWords(text.replace(leftToRightRun, ' ').replace(placeholder, ' '));
      if (words.length > 0) found[at] = words;
    }
    expect(found).toEqual({});
  });

  it('is read: its walk finds the words of every tab', () => {
    const strings = shownStrings(document, '', []);
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.map(([, text]) => text)).toContain('الخدمات');
  });
});

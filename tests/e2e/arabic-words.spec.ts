import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unlistedLatinWords } from '../tools/latin-words';

// Every word an Arabic page shows is Arabic, but for the names pages/_site.yaml lets it
// write in Latin letters (latinNames): read from the built HTML, its text and the words of
// its attributes a visitor meets (placeholders, labels read aloud, alternative text).

const distDir = path.resolve(process.env.SITE_DIST ?? 'dist', 'client');
// Every Arabic page the build writes: the site's pages, each service record's and each
// post's (as seeded), the templates' shells, the receipt and the staff page's sign-in check.
const routes = readdirSync(path.join(distDir, 'ar'), { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'index.html')
  .map((file) => `/ar/${path.dirname(file)}`.replace(/\/\.$/, ''))
  .sort();

/** What a visitor reads of a page: its body's text and the words of its attributes. */
function shownText(html: string): string {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '');
  const attributes = [...body.matchAll(/\s(?:placeholder|aria-label|alt|title)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return [body.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

test('every Arabic page shows no Latin word but the names the site allows', () => {
  expect(routes.length, 'Arabic pages built').toBeGreaterThan(80);
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    const html = readFileSync(path.join(distDir, route, 'index.html'), 'utf8');
    const words = unlistedLatinWords(shownText(html));
    if (words.length > 0) found[route] = words;
  }
  expect(found, 'Latin words by page').toEqual({});
});

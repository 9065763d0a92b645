import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// Every word an Arabic page shows is Arabic, but for the names pages/_site.yaml lets it
// write in Latin letters (latinNames): read from the built HTML, its text and the words of
// its attributes a visitor meets (placeholders, labels read aloud, alternative text).

const distDir = path.resolve(process.env.SITE_DIST ?? 'dist', 'client');
const latinNames = (parse(readFileSync('pages/_site.yaml', 'utf8')) as { latinNames: string[] })
  .latinNames;

// The pages whose every word is Arabic so far; the service pages and the people named on
// /ar/about and /ar/franchise follow as they are translated.
const routes = ['/ar', '/ar/contact', '/ar/community', '/ar/resources'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "Al Noor Computer Systems LLC" goes before any shorter name in it.
const allowed = new RegExp(
  `(?<![A-Za-z])(?:${[...latinNames]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![A-Za-z])`,
  'g',
);

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
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ') // email addresses
    .replace(/https?:\/\/\S+/g, ' ');
}

for (const route of routes) {
  test(`${route} shows no Latin word but the names the site allows`, () => {
    const html = readFileSync(path.join(distDir, route, 'index.html'), 'utf8');
    const words =
      shownText(html)
        .replace(allowed, ' ')
        .match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
    expect([...new Set(words)], `Latin words on ${route}`).toEqual([]);
  });
}

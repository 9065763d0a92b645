import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The names an Arabic page may write in Latin letters: `latinNames` in pages/_site.yaml. */
export const latinNames = (
  parse(readFileSync('pages/_site.yaml', 'utf8')) as { latinNames: string[] }
).latinNames;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so "Al Noor Computer Systems LLC" goes before any shorter name in it.
const allowed = new RegExp(
  `(?<![A-Za-z])(?:${[...latinNames]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![A-Za-z])`,
  'g',
);

/**
 * The Latin words of an Arabic text that are not names the site allows, once email
 * addresses and web addresses are left out.
 */
export function unlistedLatinWords(text: string): string[] {
  const words =
    text
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(allowed, ' ')
      .match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  return [...new Set(words)];
}

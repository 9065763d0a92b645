import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Checks on the production build's files: what public pages make a browser download. */
const distDir = path.resolve(process.env.SITE_DIST ?? 'dist');
const assetsDir = path.join(distDir, 'assets');

/** Budget for the gzipped JavaScript a public page loads before first paint. */
const jsBudgetBytes = 240 * 1024;

const markers = {
  ajv: /\bstrictTypes\b|ajv\.js\.org|\bAjv\b/,
  yamlParser: /\bLineCounter\b|YAMLParseError|Implicit keys need to be on a single line/,
  pglite: /PGlite|pglite\.wasm/,
  serviceRoleKey: /SUPABASE_SERVICE_ROLE_KEY|service_role_key/,
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The scripts a page loads at start: entry, preloads, and everything they import statically. */
function startupScripts(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  const queue = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    // Static imports only: `import{a}from"./x.js"` or `import"./x.js"`; dynamic import() chunks load later, on demand.
    for (const match of code.matchAll(/import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(match[1]!);
  }
  return [...seen];
}

const publicPages = htmlFiles(distDir).filter((file) => !file.includes(`${path.sep}admin${path.sep}`));

test('the build has prerendered pages to check', () => {
  expect(publicPages.length).toBeGreaterThan(20);
});

test('no public page loads the validator, the YAML parser or the database at start', () => {
  for (const page of publicPages) {
    for (const script of startupScripts(page)) {
      const code = readFileSync(path.join(assetsDir, script), 'utf8');
      for (const [name, pattern] of Object.entries(markers)) {
        expect(pattern.test(code), `${path.relative(distDir, page)} loads ${script}, which holds ${name}`).toBe(false);
      }
    }
  }
});

test('Ajv and the service role key are in no browser file at all', () => {
  for (const file of readdirSync(assetsDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    expect(markers.ajv.test(code), `${file} holds Ajv`).toBe(false);
    expect(markers.serviceRoleKey.test(code), `${file} mentions the service role key`).toBe(false);
  }
});

test(`every public page starts with at most ${jsBudgetBytes / 1024} KB of gzipped JavaScript`, () => {
  for (const page of publicPages) {
    const bytes = startupScripts(page).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assetsDir, file))).length, 0);
    expect(bytes, path.relative(distDir, page)).toBeLessThanOrEqual(jsBudgetBytes);
  }
});

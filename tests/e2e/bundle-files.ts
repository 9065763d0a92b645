import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readPageBoot } from '../../engine/build/read-page-boot';

/** Code that public pages must not load at start, and the key no browser file may name. */
export const markers = {
  ajv: /\bstrictTypes\b|ajv\.js\.org|\bAjv\b/,
  yamlParser: /\bLineCounter\b|YAMLParseError|Implicit keys need to be on a single line/,
  pglite: /PGlite|pglite\.wasm/,
  supabaseJs: /supabase\.auth\.token|X-Client-Info/,
  serviceRoleKey: /SUPABASE_SERVICE_ROLE_KEY|service_role_key/,
  // Pages arrive with their defaults filled in: no JSON Schema is needed in a browser.
  jsonSchema: /\badditionalProperties\b/,
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The prerendered pages of a build that visitors see: all but the staff dashboard. */
export function publicPages(distDir: string): string[] {
  return htmlFiles(distDir).filter((file) => !file.includes(`${path.sep}admin${path.sep}`));
}

/**
 * The scripts a page runs at once, before the visitor does anything: its module scripts
 * and their modulepreloads, and everything they import statically.
 */
export function starterScripts(distDir: string, htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  return withStaticImports(distDir, [
    ...[...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  ]);
}

/**
 * The scripts a page loads to come alive, on the visitor's first action: the starter, the
 * app and block chunks the page lists, and everything they import statically.
 */
export function startupScripts(distDir: string, htmlFile: string): string[] {
  const scripts = readPageBoot(distDir, readFileSync(htmlFile, 'utf8'))?.boot.scripts ?? [];
  return withStaticImports(distDir, [
    ...starterScripts(distDir, htmlFile),
    ...scripts.map((file) => file.replace(/^\/assets\//, '')),
  ]);
}

function withStaticImports(distDir: string, files: string[]): string[] {
  const assetsDir = path.join(distDir, 'assets');
  const queue = [...files];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    // Static imports only: `import{a}from"./x.js"` or `import"./x.js"`; dynamic import() chunks load later, on demand.
    for (const match of code.matchAll(/import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(match[1]!);
  }
  return [...seen];
}

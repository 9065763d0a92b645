import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import {
  markers,
  publicPages as publicPagesOf,
  starterScripts,
  startupScripts,
} from './bundle-files';
import { svgDataUri } from '../../engine/build/vite-plugin-favicon';

/** Checks on the production build's files: what public pages make a browser download. */
const distDir = path.resolve(process.env.SITE_DIST ?? 'dist', 'client');
const assetsDir = path.join(distDir, 'assets');

/**
 * Budgets for gzipped JavaScript. Before the visitor acts, a page runs only its starter;
 * on the first action it loads the app and the code of its interactive blocks (static
 * blocks load none). They only go down, but for what the starter alone can do: since it
 * notes where the visit came from on the first page (remember-visit.ts), 3.625 KB, and
 * 161 bytes more since it opens dialogs in browsers without invoker commands
 * (invoker-commands.ts), closes a menu when one of its links is chosen
 * (close-menu-on-link.ts) and starts the app on a press only once the browser has
 * answered it (start-on-intent.ts); 224 more since links to a part of the page scroll there
 * and focus its form without waiting for the app (scroll.ts); and 380 since it hydrates a
 * public page by islands, each interactive block on its own when touched or near the screen
 * (island-scheduler.ts), which it preloads from the page's boot rather than from a list of
 * the app's chunk names of its own (the 64 bytes that list had are gone; 15 of the 380 are
 * for the hashed names of the two chunks it imports, which compress a little differently
 * from build to build); 75 since a press is answered before any app code starts also when
 * it follows a moving pointer at once, and a tap's click is waited for (start-on-intent.ts).
 * 185 fewer since the build leaves out Vite's module preload polyfill; 60 more since a
 * button that opens a dialog chooses the option its form starts with, the event or guide it
 * sits beside, before the app (dialog-presets.ts; 48 measured, with room for the hashes);
 * 250 more since it warms up the page's dialogs while the visitor reads, so the first tap on
 * one answers as fast as the next (warm-up-dialogs.ts, dialog-warm-up.ts; 240 measured).
 * 16 more since it asks about the fonts only on a page with a list to centre: reading
 * `document.fonts.ready` laid the page out in the starter's own task (centre-current-item.ts;
 * 14 measured); 40 more since it warms up the page's menus too (dialog-warm-up.ts; 36
 * measured); 30 more since it notes the visit's source once the page has loaded, out of the
 * task that lays out the first screen, and fetches nothing ahead on a page with no islands
 * (entry-client.tsx, start/islands.ts; they took it 24 bytes over).
 */
const starterBudgetBytes = 3.625 * 1024 + 161 + 224 + 380 + 75 - 185 + 60 + 250 + 16 + 40 + 30;
/** The one font file the first screen needs (woff2 is compressed already): inter-subset.ts. */
const fontBudgetBytes = 16 * 1024;
// The site in two languages (the language switcher, locale paths, hreflang in the head, the
// site file's words, the right-to-left cache's loader) adds about 4 KB to the app a page
// loads on the first action; the starter is as it was. A service page's app has 0.25 KB more
// since its quick-access pills fade out where more lie past an edge and its menus' links show
// a focus ring (about 240 bytes measured). Pictures that are media photos (a <picture> of
// AVIF and WebP sources, the width each block shows them at, a subject kept in view when
// cropped) add about 630 bytes to a service page's app (measured), which the page budget
// grows by half a KB and the home page's by a quarter; drawing that <picture> from a staff
// upload's address (upload-address.ts) 370 more to each, half a KB more to both budgets.
// The app's start on intent telling a dialog's warm-up from the visitor's focus (the warm-up
// itself comes with it) adds about 200 bytes: a quarter of a KB more to both. A button's
// press shade by CSS (the theme's `:active`, with MUI's ripple off) took a record page 7
// bytes over: a quarter of a KB more to the pages' budget. The starter's 14 bytes for
// asking about fonts only where a list is centred changed the hashed names every chunk
// imports by; the home page's code came out 96 bytes over: a quarter of a KB more to it.
const homeBudgetBytes = 203.25 * 1024;
const pageBudgetBytes = 208.75 * 1024;

const publicPages = publicPagesOf(distDir);

test('the build has prerendered pages to check', () => {
  expect(publicPages.length).toBeGreaterThan(20);
});

test('no public page loads the validator, a schema, the YAML parser, the database or supabase-js at start', () => {
  const checked = new Set<string>();
  for (const page of publicPages) {
    for (const script of startupScripts(distDir, page)) {
      if (checked.has(script)) continue;
      checked.add(script);
      const code = readFileSync(path.join(assetsDir, script), 'utf8');
      for (const [name, pattern] of Object.entries(markers)) {
        expect(
          pattern.test(code),
          `${path.relative(distDir, page)} loads ${script}, which holds ${name}`,
        ).toBe(false);
      }
    }
  }
});

test("the list of page files is in the staff dashboard's code only", () => {
  const holding = readdirSync(assetsDir).filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(assetsDir, name), 'utf8').includes(
        'pages/services/cybersecurity.yaml',
      ),
  );
  expect(holding).toEqual([expect.stringMatching(/^LoadedDashboard-/)]);
});

test('Ajv, the database and the service role key are in no browser file at all', () => {
  const files = readdirSync(assetsDir);
  expect(files.filter((name) => /\.(wasm|data)$|\.tar\.gz$/.test(name))).toEqual([]);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    expect(markers.ajv.test(code), `${file} holds Ajv`).toBe(false);
    expect(markers.pglite.test(code), `${file} holds PGlite`).toBe(false);
    expect(markers.serviceRoleKey.test(code), `${file} mentions the service role key`).toBe(false);
  }
});

const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assetsDir, file))).length, 0);
const scriptBytes = (page: string) => gzipBytes(startupScripts(distDir, page));

test('before the visitor acts, every page runs only its small starter', () => {
  for (const page of publicPages) {
    const starter = starterScripts(distDir, page);
    const name = path.relative(distDir, page);
    expect(starter, name).toHaveLength(1);
    expect(gzipBytes(starter), name).toBeLessThanOrEqual(starterBudgetBytes);
    // React is not in it: its warning about a missing root is in react-dom alone.
    const code = readFileSync(path.join(assetsDir, starter[0]!), 'utf8');
    expect(code, name).not.toMatch(/createRoot|hydrateRoot/);
  }
});

test('each page loads only the code it uses, within its budget', () => {
  const home = scriptBytes(path.join(distDir, 'index.html'));
  expect(home, 'index.html').toBeLessThanOrEqual(homeBudgetBytes);
  for (const page of publicPages) {
    expect(scriptBytes(page), path.relative(distDir, page)).toBeLessThanOrEqual(pageBudgetBytes);
  }
  // A page of static blocks (its notice) loads the site shell's code and nothing more.
  expect(scriptBytes(path.join(distDir, 'sent', 'index.html'))).toBeLessThan(home);
});

test('every page preloads one font file, the Latin subset of Inter, within its budget; Arabic pages their two Arabic ones too', () => {
  for (const page of publicPages) {
    const html = readFileSync(page, 'utf8');
    const fonts = [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="font"/g)];
    const arabic = html.startsWith('<!doctype html>\n<html lang="ar"');
    expect(
      fonts.map((match) => match[1]),
      path.relative(distDir, page),
    ).toEqual([
      expect.stringMatching(/^inter-basic-400-800-[\w-]+\.woff2$/),
      ...(arabic
        ? [
            expect.stringMatching(/^noto-sans-arabic-400-[\w-]+\.woff2$/),
            expect.stringMatching(/^noto-sans-arabic-700-[\w-]+\.woff2$/),
          ]
        : []),
    ]);
    for (const [, font] of fonts) {
      expect(readFileSync(path.join(assetsDir, font!)).length).toBeLessThanOrEqual(fontBudgetBytes);
    }
  }
});

/**
 * A new TCP connection's first flight: ten segments of 1,460 bytes; the next flight is
 * twice as large. What a page shows first (its HTML up to its closed dialogs, whose styles
 * come after the page: closed-part-styles.ts) reaching a browser on a slow network in one
 * round trip, the whole page in two.
 */
const firstFlightBytes = 10 * 1460;
const twoFlightsBytes = 3 * firstFlightBytes;

/** A response as it travels: its status line and headers, and its compressed body. */
function compressedResponse(url: string): Promise<{ headerBytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'br' };
    get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        expect(response.headers['content-encoding']).toBe('br');
        resolve({ headerBytes, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** How many bytes of a Brotli stream a browser needs to have the first `bytes` of the page. */
function compressedBytesFor(body: Buffer, bytes: number): number {
  const decoded = (length: number) =>
    brotliDecompressSync(body.subarray(0, length), {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    }).length;
  let [low, high] = [0, body.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decoded(middle) >= bytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Where what a page shows first ends: at its first closed dialog, or the styles after it. */
function endOfFirstScreen(html: string): number {
  const body = html.indexOf('<body');
  const closed = [html.indexOf('<dialog'), html.indexOf('<style', body)].filter((at) => at > 0);
  return Buffer.byteLength(html.slice(0, Math.min(html.length, ...closed)));
}

test('what the pages the bench measures show first arrives in the first flight of a new connection', async ({
  baseURL,
}) => {
  // Prerendered pages, a seeded record page rendered on request, and the template's shell.
  const routes = ['/', '/services', '/services/cybersecurity', '/contact', '/community'];
  routes.push('/about', '/services/cloud-it-solutions', '/services/not-a-seeded-service');
  for (const route of routes) {
    const { headerBytes, body } = await compressedResponse(new URL(route, baseURL).href);
    const html = brotliDecompressSync(body).toString('utf8');
    const firstScreen = compressedBytesFor(body, endOfFirstScreen(html));
    expect(headerBytes + firstScreen, route).toBeLessThanOrEqual(firstFlightBytes);
    expect(headerBytes + body.length, route).toBeLessThanOrEqual(twoFlightsBytes);
  }
});

test("every page carries the site's icon itself, so no request goes out for it", () => {
  const icon = svgDataUri(readFileSync('public/favicon.svg', 'utf8'));
  for (const page of publicPages) {
    const links = [...readFileSync(page, 'utf8').matchAll(/<link rel="icon" href="([^"]+)"/g)];
    expect(
      links.map((match) => match[1]),
      path.relative(distDir, page),
    ).toEqual([icon]);
  }
});

test('no prerendered page shows a {name} placeholder', () => {
  for (const page of publicPages) {
    const html = readFileSync(page, 'utf8').replace(
      /<script type="application\/json"[^>]*>.*?<\/script>/gs,
      '',
    );
    expect(html.match(/\{[a-zA-Z][\w.]*\}/g), path.relative(distDir, page)).toBeNull();
  }
});

test('no file of the build carries the studio: its attributes or its code', () => {
  // The studio (studio/) renders its own view around the engine's parts; nothing of it may
  // reach what visitors get or what the site server runs.
  const buildDir = path.dirname(distDir);
  const studioMarks = /data-studio|studio\/(client|server|shared)\/|studio-api|preview-messages/;
  const carrying = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|m?js|css|json|map)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => studioMarks.test(readFileSync(file, 'utf8')));
  expect(carrying.map((file) => path.relative(buildDir, file))).toEqual([]);
});

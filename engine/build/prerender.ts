import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../app/entry-server';

type ServerEntry = typeof import('../app/entry-server');

export interface PrerenderTiming {
  route: string;
  file: string;
  ms: number;
  bytes: number;
}

/** Where a route's HTML goes: `/` → index.html, `/about` → about/index.html, 404 → 404.html. */
export function htmlFileFor(route: string): string {
  if (route === '404') return '404.html';
  if (route === '/') return 'index.html';
  return path.join(route.slice(1), 'index.html');
}

/** Fills the client build's index.html with a rendered page. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-styles-->', page.styles)
    .replace('<!--app-html-->', page.html)
    .replace('<!--app-data-->', page.pageData);
}

/**
 * Writes one HTML file per static route (and the not-found page) with its content,
 * critical CSS and head tags, using the server build in `ssrDir`.
 */
export async function prerender(distDir: string, ssrDir: string): Promise<PrerenderTiming[]> {
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as ServerEntry;
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const timings: PrerenderTiming[] = [];
  const targets = entry.routes
    .filter((route) => route.kind !== 'template')
    .map((route) => route.route);
  for (const route of targets) {
    const started = performance.now();
    const page = await entry.renderPage(route === '404' ? '/404' : route);
    const html = fillTemplate(template, page);
    const file = htmlFileFor(route);
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), html);
    timings.push({ route, file, ms: performance.now() - started, bytes: Buffer.byteLength(html) });
  }
  return timings;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../ssr/entry-server';
import { pageDataElementId, startAttribute, type PageBootElement } from '../site/page-data';
import { serialiseForScript } from '../site/script-json';
import { isNotFoundRoute } from '../document/routes';
import { bootElementFor, readTemplateBoots, type TemplateBoots } from './page-boot-files';
import { scriptPreloadsFile, type ScriptPreloads } from './script-preloads';

/** The build's server renderer (`entry-server.js`), as the prerender step and the server load it. */
export type ServerEntry = typeof import('../ssr/entry-server');

/**
 * Where a path's HTML goes: `/` → index.html, `/about` → about/index.html, 404 → 404.html,
 * `ar/404` → ar/404.html.
 */
export function htmlFileFor(route: string): string {
  if (isNotFoundRoute(route)) return `${route}.html`;
  if (route === '/') return 'index.html';
  return path.join(route.slice(1), 'index.html');
}

/** The client build's index.html, which every page is rendered into, and what blocks load. */
export interface PageTemplate {
  html: string;
  scriptPreloads: ScriptPreloads;
  templateBoots: TemplateBoots;
}

/**
 * Fills the page template with a rendered page and its boot, or where the boot is kept.
 * The parts go in through functions, so `$&` or `$'` in page content stays text instead
 * of a replacement pattern.
 */
export function fillTemplate(
  template: PageTemplate,
  page: RenderedPage,
  boot: PageBootElement = bootElementFor(template.scriptPreloads, template.templateBoots, page),
): string {
  const bootScript = `<script type="application/json" id="${pageDataElementId}" ${startAttribute}="${page.start}">${serialiseForScript(boot)}</script>`;
  return template.html
    .replace('<html lang="en">', () => `<html lang="${page.locale.code}" dir="${page.locale.dir}">`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-styles-->', () => page.styles)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => `${page.closedPartStyles}${bootScript}`);
}

/** Where the build keeps the client's index.html, the shell every page is rendered into. */
export const templateFile = (serverDir: string) => path.join(serverDir, 'template.html');

export async function readPageTemplate(serverDir: string): Promise<PageTemplate> {
  const [html, preloads, templateBoots] = await Promise.all([
    readFile(templateFile(serverDir), 'utf8'),
    readFile(scriptPreloadsFile(serverDir), 'utf8'),
    readTemplateBoots(serverDir),
  ]);
  return { html, scriptPreloads: JSON.parse(preloads) as ScriptPreloads, templateBoots };
}

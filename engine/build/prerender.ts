import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderOptions } from '../app/entry-server';
import { pageDataElementId, serialiseForScript, type PageBootElement } from '../app/page-data';
import type { ServiceContent } from '../data/service-content';
import type { BuildLayout } from './build-layout';
import {
  bootElementFor,
  pageBoot,
  readTemplateBoots,
  templateBoot,
  templateBootsFile,
  writeBootFile,
  type TemplateBoots,
} from './page-boot-files';
import { scriptPreloadsFile, type ScriptPreloads } from './script-preloads';

export type ServerEntry = typeof import('../app/entry-server');

export interface PrerenderTiming {
  route: string;
  file: string;
  ms: number;
  bytes: number;
}

/** The path of the shell the server sends for a template route's unknown values. */
export const templateShellPath = (route: string) => route.replace(/:(\w+)/g, '[$1]');

/** Where a path's HTML goes: `/` → index.html, `/about` → about/index.html, 404 → 404.html. */
export function htmlFileFor(route: string): string {
  if (route === '404') return '404.html';
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
  const bootScript = `<script type="application/json" id="${pageDataElementId}">${serialiseForScript(boot)}</script>`;
  return template.html
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-styles-->', () => page.styles)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => bootScript);
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

/**
 * Writes one HTML file per static route, per service record known at build time (on
 * the template route), the template's shell, and the not-found page, each with its
 * content, critical CSS and head tags, using the server renderer of the build.
 */
export async function prerender(
  layout: Pick<BuildLayout, 'client' | 'server' | 'serverEntry'>,
  services: readonly ServiceContent[],
): Promise<PrerenderTiming[]> {
  const distDir = layout.client;
  const entry = (await import(pathToFileURL(layout.serverEntry).href)) as ServerEntry;
  // The client's index.html is the shell of every page; "/" is written over it below.
  await rename(path.join(distDir, 'index.html'), templateFile(layout.server));
  const template = await readPageTemplate(layout.server);
  const staticRoutes = new Set(
    entry.routes.filter((route) => route.kind === 'static').map((route) => route.route),
  );
  const jobs: { route: string; url: string; options?: RenderOptions }[] = [];
  for (const route of entry.routes) {
    if (route.kind === 'template') {
      jobs.push({
        route: templateShellPath(route.route),
        url: templateShellPath(route.route),
        options: { shell: true },
      });
      if (route.route === '/services/:slug') {
        for (const record of services) {
          const url = `/services/${record.slug}`;
          if (!staticRoutes.has(url)) jobs.push({ route: url, url, options: { record } });
        }
      }
    } else jobs.push({ route: route.route, url: route.route === '404' ? '/404' : route.route });
  }
  const timings: PrerenderTiming[] = [];
  for (const job of jobs) {
    const started = performance.now();
    const rendered = await entry.renderPage(job.url, job.options);
    const boot = pageBoot(template.scriptPreloads, rendered);
    if (job.options?.shell) {
      template.templateBoots[boot.data.route] = await writeBootFile(
        distDir,
        job.route,
        templateBoot(boot),
      );
    }
    // A page that starts its app at once needs its boot at once: it stays in the HTML.
    const html = fillTemplate(
      template,
      rendered,
      boot.data.startsAtOnce ? boot : { src: await writeBootFile(distDir, job.route, boot) },
    );
    const file = htmlFileFor(job.route);
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), html);
    timings.push({
      route: job.route,
      file,
      ms: performance.now() - started,
      bytes: Buffer.byteLength(html),
    });
  }
  await writeFile(templateBootsFile(layout.server), JSON.stringify(template.templateBoots));
  return timings;
}

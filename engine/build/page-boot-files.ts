import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../ssr/entry-server';
import type { PageBoot, PageBootElement, PageData } from '../site/page-data';
import { islandScriptsForPage, scriptsForPage, type ScriptPreloads } from './script-preloads';

/**
 * A page's boot (its data and the scripts of its app) goes to a file of its own when the
 * page starts its app on intent. The HTML then carries only the file's address, so the
 * first screen needs a round trip less on a slow network, and the file, named by its
 * content, is cached for good. Pages that start at once keep their boot inline.
 */

/** Where the build writes boot files, under content-hashed names. */
export const bootFilesDir = 'assets/pages';

/** The build's map from a template route to the boot file its record pages share. */
export type TemplateBoots = Record<string, string>;

export const templateBootsFile = (serverDir: string) => path.join(serverDir, 'template-boots.json');

export async function readTemplateBoots(serverDir: string): Promise<TemplateBoots> {
  try {
    return JSON.parse(await readFile(templateBootsFile(serverDir), 'utf8')) as TemplateBoots;
  } catch {
    // A build that is being prerendered has none yet.
    return {};
  }
}

/** What the app needs to start on a rendered page: its data and its scripts. */
export function pageBoot(preloads: ScriptPreloads, page: RenderedPage): PageBoot {
  return {
    data: page.pageData,
    scripts: scriptsForPage(preloads, page.blocks),
    ...(page.start === 'islands' ? { islands: islandScriptsForPage(preloads, page.blocks) } : {}),
  };
}

/**
 * The boot element of a page rendered on request. A record page of a template names the
 * file its template's pages share (the document and scripts) and carries only what is its
 * own: the record and the values it was rendered with.
 */
export function bootElementFor(
  preloads: ScriptPreloads,
  templateBoots: TemplateBoots,
  page: RenderedPage,
): PageBootElement {
  const shared = templateBoots[page.pageData.route];
  if (shared && page.pageData.record && page.start !== 'app-at-once') {
    return { src: shared, data: withoutDocument(page.pageData) };
  }
  return pageBoot(preloads, page);
}

function withoutDocument({ page: _page, ...own }: PageData): Partial<PageData> {
  return own;
}

/** The part of a template's boot that all its record pages share. */
export function templateBoot(boot: PageBoot): PageBoot {
  const data: PageData = { route: boot.data.route, page: boot.data.page };
  return { data, scripts: boot.scripts, ...(boot.islands ? { islands: boot.islands } : {}) };
}

/** Writes a boot file for the route and returns its address. */
export async function writeBootFile(
  clientDir: string,
  route: string,
  boot: PageBoot,
): Promise<string> {
  const json = JSON.stringify(boot);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const name = (route === '/' ? 'home' : route)
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const file = `${bootFilesDir}/${name}-${hash}.json`;
  await mkdir(path.join(clientDir, bootFilesDir), { recursive: true });
  await writeFile(path.join(clientDir, file), json);
  return `/${file}`;
}

import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LinkContext } from './cross-check';
import type { PageDocument, SiteDocument } from './page-types';
import { problem, type Problem } from './problem';
import { routeFromFile, type PageRoute } from './routes';
import { validatePageText, validateSiteText } from './validate-document';

export const siteFile = '_site.yaml';

export interface LoadedPage extends PageRoute {
  document: PageDocument;
}

export interface LoadedSite {
  site?: SiteDocument;
  pages: LoadedPage[];
  problems: Problem[];
}

/** Every page file under a folder, relative to it, in a stable order. */
export async function listPageFiles(pagesDir: string): Promise<string[]> {
  const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) =>
      path.relative(pagesDir, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'),
    )
    .sort();
}

/**
 * The text of a document file. Documents are small: a synchronous read takes a tenth of the
 * time of fs/promises' readFile, which goes through the thread pool several times per file.
 */
export function readDocumentText(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The routes and template patterns of a pages folder, for link checks. */
export function linkContext(files: readonly string[]): LinkContext {
  const routes = files.map(routeFromFile).filter((route) => route !== null);
  return {
    routes: new Set(routes.filter((route) => route.kind === 'static').map((route) => route.route)),
    patterns: routes.filter((route) => route.kind === 'template').map((route) => route.route),
  };
}

/**
 * Loads and validates the whole site: `_site.yaml` and every page. `displayRoot` is
 * the folder file names in problems are shown relative to (the project root).
 */
export async function loadSite(
  pagesDir: string,
  displayRoot = path.dirname(pagesDir),
  only?: readonly string[],
): Promise<LoadedSite> {
  const files = await listPageFiles(pagesDir);
  const links = linkContext(files);
  const shown = (relative: string) =>
    path.relative(displayRoot, path.join(pagesDir, relative)).replace(/\\/g, '/');
  const problems: Problem[] = [];
  const pages: LoadedPage[] = [];

  const siteText = await readFile(path.join(pagesDir, siteFile), 'utf8').catch(() => undefined);
  let site: SiteDocument | undefined;
  if (siteText === undefined) {
    problems.push(
      problem({
        code: 'missing-site-file',
        file: shown(siteFile),
        message: 'the site settings file is missing',
      }),
    );
  } else {
    const result = validateSiteText(siteText, shown(siteFile), links);
    problems.push(...result.problems);
    site = result.data;
  }

  for (const relative of files) {
    const route = routeFromFile(relative);
    if (!route) continue;
    const absolute = path.join(pagesDir, relative);
    if (only && !only.includes(path.resolve(absolute))) continue;
    const result = validatePageText(readDocumentText(absolute), shown(relative), { links });
    problems.push(...result.problems);
    if (result.data) pages.push({ file: shown(relative), ...route, document: result.data });
  }
  return { site, pages, problems };
}

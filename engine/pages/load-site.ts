import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LinkContext } from '../document/cross-check';
import { siteFile } from '../document/document-kind';
import type { PageDocument, SiteDocument } from '../document/page-types';
import { problem } from '../document/problem';
import { withSiteDefaults } from './apply-defaults';
import { checkDocumentFile, type FilesFound } from './check-document-file';
import { checkLocaleTrees } from './check-locale-trees';
import { routeFromFile, type PageRoute } from '../document/routes';
import { validatePageText, validateSiteText } from './validate-document';
import { mediaLookup } from '../media/media-facts';

export interface LoadedPage extends PageRoute {
  document: PageDocument;
}

export interface LoadedSite extends FilesFound {
  site?: SiteDocument;
  /** The site file of each locale beyond the default, by code (`pages/ar/_site.yaml`). */
  translations: Record<string, SiteDocument>;
  pages: LoadedPage[];
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
  // Media files lie beside pages/, in the site's own media/.
  const media = mediaLookup(path.dirname(pagesDir));
  const shown = (relative: string) =>
    path.relative(displayRoot, path.join(pagesDir, relative)).replace(/\\/g, '/');
  const found: FilesFound = { problems: [], sources: new Map() };
  const pages: (LoadedPage & { relative: string })[] = [];

  const sitePath = path.join(pagesDir, siteFile);
  let site: SiteDocument | undefined;
  if (!existsSync(sitePath)) {
    found.problems.push(
      problem({
        code: 'missing-site-file',
        file: shown(siteFile),
        message: 'the site settings file is missing',
      }),
    );
  } else {
    site = checkDocumentFile(
      sitePath,
      shown(siteFile),
      (text) => validateSiteText(text, shown(siteFile), links),
      found,
    ).data;
  }

  for (const relative of files) {
    const route = routeFromFile(relative);
    if (!route) continue;
    const absolute = path.join(pagesDir, relative);
    if (only && !only.includes(path.resolve(absolute))) continue;
    const file = shown(relative);
    const document = checkDocumentFile(
      absolute,
      file,
      (text) => validatePageText(text, file, { links, media }),
      found,
    ).data;
    if (document) pages.push({ file, ...route, document, relative });
  }
  const translations = site
    ? checkLocaleTrees(
        {
          pagesDir,
          shown,
          site: withSiteDefaults(site),
          pages: new Map(pages.map((page) => [page.relative, page])),
          files: new Set(files),
          links,
          whole: !only,
        },
        found,
      )
    : {};
  return {
    site,
    translations,
    pages: pages.map(({ relative: _relative, ...page }) => page),
    ...found,
  };
}

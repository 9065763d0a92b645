import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LinkContext } from '../../engine/document/cross-check';
import { siteFile } from '../../engine/document/document-kind';
import type { SiteDocument } from '../../engine/document/page-types';
import { routeFromFile } from '../../engine/document/routes';
import { mediaLookup, type MediaLookup } from '../../engine/media/media-facts';
import { withSiteDefaults } from '../../engine/pages/apply-defaults';
import { folderOf } from '../../engine/pages/check-locale-trees';
import { linkContext, listPageFiles } from '../../engine/pages/load-site';
import { validateSiteText } from '../../engine/pages/validate-document';
import type { PageFileEntry } from '../shared/studio-api';
import { shownName } from './page-files';

/** What checking one file of a pages folder needs to know of the rest of it, read afresh. */
export interface PagesFolder {
  pagesDir: string;
  files: string[];
  links: LinkContext;
  media: MediaLookup;
  /** The site file with its defaults, when valid on disk. */
  site?: SiteDocument;
  /** The folders of the locales beyond the default (`ar`). */
  localeFolders: string[];
}

/** Reads a pages folder's file list and site settings: a few milliseconds for this site. */
export async function readPagesFolder(pagesDir: string): Promise<PagesFolder> {
  const files = await listPageFiles(pagesDir);
  const links = linkContext(files);
  const site = readSite(pagesDir, siteFile, links);
  return {
    pagesDir,
    files,
    links,
    // Media files lie beside pages/, in the site's own media/, as the build reads them.
    media: mediaLookup(path.dirname(pagesDir)),
    ...(site ? { site } : {}),
    localeFolders: (site?.locales ?? [])
      .map(folderOf)
      .filter((folder): folder is string => folder !== null),
  };
}

/** A site file read from disk with its defaults; undefined when missing or not valid. */
export function readSite(
  pagesDir: string,
  relative: string,
  links: LinkContext,
): SiteDocument | undefined {
  const file = path.join(pagesDir, relative);
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info) return undefined;
  // Checked again only when the file changes: each edit of a page reads the site files.
  const key = `${info.mtimeMs}:${info.size}:${[...links.routes].join()}`;
  const cached = siteCache.get(file);
  if (cached?.key === key) return cached.site;
  const { data } = validateSiteText(
    readFileSync(file, 'utf8'),
    shownName(pagesDir, relative),
    links,
  );
  const site = data && withSiteDefaults(data);
  siteCache.set(file, { key, site });
  return site;
}

const siteCache = new Map<string, { key: string; site: SiteDocument | undefined }>();

/** The locale folder a file is in (`ar` for `ar/contact.yaml`), or null for the default. */
export function localeFolderOf(folder: PagesFolder, relative: string): string | null {
  const first = relative.split('/')[0]!;
  return folder.localeFolders.includes(first) && relative.includes('/') ? first : null;
}

/** The same file in the other locale's tree: `ar/contact.yaml` ↔ `contact.yaml`. */
export function counterpartOf(folder: PagesFolder, relative: string): string | undefined {
  const locale = localeFolderOf(folder, relative);
  const other =
    locale !== null
      ? relative.slice(locale.length + 1)
      : folder.localeFolders.map((code) => `${code}/${relative}`).find(Boolean);
  return other !== undefined && folder.files.includes(other) ? other : undefined;
}

/** The files an author can open: every YAML file of the folder, in both locales. */
export function pageFileEntries(folder: PagesFolder): PageFileEntry[] {
  return folder.files.map((relative) => {
    const route = routeFromFile(relative);
    const counterpart = counterpartOf(folder, relative);
    return {
      path: relative,
      shown: shownName(folder.pagesDir, relative),
      locale: localeFolderOf(folder, relative) ?? folder.site?.locales[0]?.code ?? 'en',
      ...(route ? { route: route.route } : {}),
      ...(counterpart ? { counterpart } : {}),
    };
  });
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { siteFile, type DocumentKind } from '../document/document-kind';
import type { PageDocument } from '../document/page-types';
import { duplicateSlugs, type ServiceContentSource } from './duplicate-slugs';
import { linkContext, listPageFiles, loadSite } from './load-site';
import { checkDocumentFile, type FilesFound } from './check-document-file';
import { mediaLookup, type MediaLookup } from '../media/media-facts';
import type { LinkContext } from '../document/cross-check';
import type { ServiceContentFile } from '../document/page-types';
import {
  validatePageText,
  validatePostsText,
  validateServiceContentText,
  validateSiteText,
  type ValidationResult,
} from './validate-document';

/** A page document read and checked, with its file's absolute path. */
export interface CheckedPageFile {
  absolute: string;
  document: PageDocument;
}

export interface FilesReport extends FilesFound {
  /** How many documents were checked. */
  documents: number;
  /** The page documents read, before defaults; only those without errors are fit to use. */
  pages: CheckedPageFile[];
  /** How many of them were service content files; the others are page documents. */
  serviceContentFiles: number;
  /** How many of them were posts files. */
  postsFiles: number;
}

/** Raised for a path that does not exist: a usage error, not an invalid document. */
export class MissingPathError extends Error {}

/**
 * Validates page documents, service content and posts files: every page of `pagesDir` when
 * `paths` is empty, else the given files and folders, each against the schema of its kind
 * (document-kind.ts). Links are checked against the routes of `pagesDir`, and the slugs of
 * all the service content files against each other.
 */
export async function validateFiles(
  paths: readonly string[],
  pagesDir: string,
  displayRoot: string,
): Promise<FilesReport> {
  if (paths.length === 0) {
    const loaded = await loadSite(pagesDir, displayRoot);
    const documents = (await listPageFiles(pagesDir)).filter(
      (file) => !path.basename(file).startsWith('_') || file === siteFile,
    ).length;
    return {
      documents,
      pages: loaded.pages.map((page) => ({
        absolute: path.resolve(displayRoot, page.file),
        document: page.document,
      })),
      serviceContentFiles: 0,
      postsFiles: 0,
      problems: loaded.problems,
      sources: loaded.sources,
    };
  }
  const files = await expand(paths);
  const links = linkContext(await listPageFiles(pagesDir).catch(() => []));
  const media = mediaLookup(path.dirname(pagesDir));
  const found: FilesFound = { problems: [], sources: new Map() };
  const serviceContent: ServiceContentSource[] = [];
  let serviceContentFiles = 0;
  let postsFiles = 0;
  const pages: CheckedPageFile[] = [];
  for (const file of files) {
    const shown = path.relative(displayRoot, file).replace(/\\/g, '/') || file;
    const check = (text: string, kind: DocumentKind) => {
      const checked = checkDocumentText(text, shown, kind, { links, media });
      if (kind === 'service-content' && checked.data)
        serviceContent.push({ file: shown, text, data: checked.data as ServiceContentFile[] });
      return checked;
    };
    const { kind, data } = checkDocumentFile<unknown>(file, shown, check, found);
    if (kind === 'service-content') serviceContentFiles += 1;
    if (kind === 'posts') postsFiles += 1;
    if (kind === 'page' && data) pages.push({ absolute: file, document: data as PageDocument });
  }
  for (const duplicate of duplicateSlugs(serviceContent)) {
    found.problems.push(duplicate);
    const text = serviceContent.find((source) => source.file === duplicate.file)?.text;
    if (text !== undefined) found.sources.set(duplicate.file, text);
  }
  return { documents: files.length, pages, serviceContentFiles, postsFiles, ...found };
}

/**
 * Checks the text of one document of `kind` against its schema and, for a page or the site
 * file, against the site's routes and media: what `sitectl validate` does to each file.
 */
export function checkDocumentText(
  text: string,
  shown: string,
  kind: DocumentKind,
  site: { links: LinkContext; media: MediaLookup },
): ValidationResult<unknown> {
  if (kind === 'site') return validateSiteText(text, shown, site.links);
  if (kind === 'page') return validatePageText(text, shown, site);
  if (kind === 'posts') return validatePostsText(text, shown);
  return validateServiceContentText(text, shown);
}

async function expand(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(given);
    const info = await stat(absolute).catch(() => null);
    if (!info) throw new MissingPathError(`No such file or folder: ${given}`);
    if (info.isDirectory())
      files.push(...(await listPageFiles(absolute)).map((file) => path.join(absolute, file)));
    else files.push(absolute);
  }
  return files;
}

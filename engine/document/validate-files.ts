import { stat } from 'node:fs/promises';
import path from 'node:path';
import { documentKind, type DocumentKind } from './document-kind';
import { duplicateSlugs, type ServiceContentSource } from './duplicate-slugs';
import { linkContext, listPageFiles, loadSite, readDocumentText, siteFile } from './load-site';
import type { Problem } from './problem';
import {
  validatePageText,
  validateServiceContentText,
  validateSiteText,
} from './validate-document';

export interface FilesReport {
  /** How many documents were checked. */
  documents: number;
  /** How many of them were service content files; the others are page documents. */
  serviceContentFiles: number;
  problems: Problem[];
}

/** Raised for a path that does not exist: a usage error, not an invalid document. */
export class MissingPathError extends Error {}

/**
 * Validates page documents and service content files: every page of `pagesDir` when
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
    return { documents, serviceContentFiles: 0, problems: loaded.problems };
  }
  const files = await expand(paths);
  const links = linkContext(await listPageFiles(pagesDir).catch(() => []));
  const problems: Problem[] = [];
  const serviceContent: ServiceContentSource[] = [];
  const kinds: DocumentKind[] = [];
  for (const file of files) {
    const text = readDocumentText(file);
    const shown = path.relative(displayRoot, file).replace(/\\/g, '/') || file;
    const kind = documentKind(text, file);
    kinds.push(kind);
    if (kind === 'service-content') {
      const result = validateServiceContentText(text, shown);
      problems.push(...result.problems);
      if (result.data) serviceContent.push({ file: shown, text, data: result.data });
    } else {
      const result =
        kind === 'site'
          ? validateSiteText(text, shown, links)
          : validatePageText(text, shown, { links });
      problems.push(...result.problems);
    }
  }
  problems.push(...duplicateSlugs(serviceContent));
  const serviceContentFiles = kinds.filter((kind) => kind === 'service-content').length;
  return { documents: files.length, serviceContentFiles, problems };
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

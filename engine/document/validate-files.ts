import { stat } from 'node:fs/promises';
import path from 'node:path';
import { linkContext, listPageFiles, loadSite, readDocumentText, siteFile } from './load-site';
import type { Problem } from './problem';
import { validatePageText, validateSiteText } from './validate-document';

export interface FilesReport {
  /** How many documents were checked. */
  documents: number;
  problems: Problem[];
}

/** Raised for a path that does not exist: a usage error, not an invalid document. */
export class MissingPathError extends Error {}

/**
 * Validates page documents: every file of `pagesDir` when `paths` is empty, else the
 * given files and folders. Links are checked against the routes of `pagesDir`.
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
    return { documents, problems: loaded.problems };
  }
  const files = await expand(paths);
  const links = linkContext(await listPageFiles(pagesDir).catch(() => []));
  const problems: Problem[] = [];
  for (const file of files) {
    const text = readDocumentText(file);
    const shown = path.relative(displayRoot, file).replace(/\\/g, '/') || file;
    const result =
      path.basename(file) === siteFile
        ? validateSiteText(text, shown, links)
        : validatePageText(text, shown, { links });
    problems.push(...result.problems);
  }
  return { documents: files.length, problems };
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

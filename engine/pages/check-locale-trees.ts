import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FilesFound } from './check-document-file';
import { withPageDefaults, withSiteDefaults } from './apply-defaults';
import { checkDocumentFile } from './check-document-file';
import { compareLocaleStructure } from '../document/compare-locale-structure';
import type { LinkContext } from '../document/cross-check';
import { siteFile } from '../document/document-kind';
import type { PageDocument, SiteDocument } from '../document/page-types';
import { documentAt, parseYaml } from '../document/parse-yaml';
import { problem, type Problem } from '../document/problem';
import { validateSiteText } from './validate-document';

interface TreePage {
  /** The file as problems name it, such as `pages/ar/about.yaml`. */
  file: string;
  document: PageDocument;
}

interface LocaleTreeInput {
  pagesDir: string;
  /** A file's name in problems, from its path relative to the pages folder. */
  shown: (relative: string) => string;
  site: SiteDocument;
  /** The pages loaded, by their path relative to the pages folder. */
  pages: ReadonlyMap<string, TreePage>;
  /** Every page file there is, loaded or not (one with problems of its own still exists). */
  files: ReadonlySet<string>;
  links: LinkContext;
  /** Whether every page was loaded (false when only some files are checked). */
  whole: boolean;
}

/** The folder of a locale's tree (`ar`), or null for the default locale. */
export const folderOf = (locale: { path?: string }) => locale.path?.slice(1) ?? null;

/**
 * Each locale beyond the default has a tree of its own (`pages/ar/`) that mirrors the
 * default one: its site file, and every page (a staff page too) at the same place, each with the
 * structure of its English document. Reads the locales' site files, reporting to `found`,
 * and returns them by locale code.
 */
export function checkLocaleTrees(
  input: LocaleTreeInput,
  found: FilesFound,
): Record<string, SiteDocument> {
  const { site, pages, shown } = input;
  const folders = site.locales.map(folderOf).filter((folder) => folder !== null);
  const inDefaultTree = (relative: string) =>
    !folders.some((folder) => relative.startsWith(`${folder}/`));
  const translations: Record<string, SiteDocument> = {};

  for (const locale of site.locales) {
    const folder = folderOf(locale);
    if (folder === null) continue;
    const siteRelative = `${folder}/${siteFile}`;
    const sitePath = path.join(input.pagesDir, siteRelative);
    if (!existsSync(sitePath)) {
      found.problems.push(
        problem({
          code: 'missing-locale-site-file',
          file: shown(siteRelative),
          message: `the site file of ${locale.code} is missing: locales in ${shown(siteFile)} declares ${locale.code}`,
        }),
      );
    } else {
      const translated = checkDocumentFile(
        sitePath,
        shown(siteRelative),
        (text) => validateSiteText(text, shown(siteRelative), input.links),
        found,
      ).data;
      if (translated) {
        translations[locale.code] = translated;
        compareFiles(
          site,
          shown(siteFile),
          translated,
          sitePath,
          shown(siteRelative),
          found,
          withSiteDefaults(translated),
        );
      }
    }

    for (const [relative, page] of pages) {
      if (!inDefaultTree(relative)) continue;
      const translation = pages.get(`${folder}/${relative}`);
      if (translation)
        compareFiles(
          page.document,
          page.file,
          translation.document,
          path.join(input.pagesDir, folder, relative),
          translation.file,
          found,
          withPageDefaults(translation.document),
        );
      else if (input.whole && !input.files.has(`${folder}/${relative}`))
        found.problems.push(
          problem({
            code: 'missing-locale-page',
            file: page.file,
            message: `this page has no counterpart in ${locale.code}: ${shown(`${folder}/${relative}`)} is missing`,
          }),
        );
    }
    for (const [relative, page] of pages) {
      if (!relative.startsWith(`${folder}/`)) continue;
      const original = relative.slice(folder.length + 1);
      if (input.whole && !input.files.has(original))
        found.problems.push(
          problem({
            code: 'missing-locale-page',
            file: page.file,
            message: `this page has no counterpart in the default locale: ${shown(original)} is missing`,
          }),
        );
    }
  }
  return translations;
}

function compareFiles(
  original: unknown,
  originalFile: string,
  translation: unknown,
  translationPath: string,
  translationFile: string,
  found: FilesFound,
  defaulted: unknown,
) {
  const text = readFileSync(translationPath, 'utf8');
  const problems = translationProblems(
    { file: originalFile, data: original },
    { file: translationFile, text, data: translation, defaulted },
  );
  found.problems.push(...problems);
  if (problems.length > 0) found.sources.set(translationFile, text);
}

/**
 * What a translation lacks or changes against its default locale's document (a page's or the
 * site file's), each problem at its place in the translation's text. Both documents are valid
 * ones; `defaulted` is the translation with its schema's defaults filled in.
 */
export function translationProblems(
  original: { file: string; data: unknown },
  translation: { file: string; text: string; data: unknown; defaulted: unknown },
): Problem[] {
  const parsed = parseYaml(translation.text, translation.file, 'page').parsed;
  return compareLocaleStructure(original, {
    file: translation.file,
    data: translation.data,
    defaulted: translation.defaulted,
    ...(parsed ? { parsed: documentAt(parsed, 0) } : {}),
  });
}

import { readFileSync } from 'node:fs';
import { documentKind, siteFile, type DocumentKind } from '../../engine/document/document-kind';
import type { PageDocument, SiteDocument } from '../../engine/document/page-types';
import type { Problem } from '../../engine/document/problem';
import { readDocumentBytes } from '../../engine/document/read-document';
import { routeFromFile } from '../../engine/document/routes';
import { siteInLocale } from '../../engine/locale/site-in-locale';
import type { MediaManifest } from '../../engine/media/media-manifest';
import { resolvePictures } from '../../engine/media/resolve-pictures';
import { withPageDefaults, withSiteDefaults } from '../../engine/pages/apply-defaults';
import { translationProblems } from '../../engine/pages/check-locale-trees';
import { checkDocumentText } from '../../engine/pages/validate-files';
import type { CheckAnswer, PreviewData } from '../shared/studio-api';
import { sourceMapOf } from '../shared/source-map';
import { pageFilePath, shownName } from './page-files';
import {
  counterpartOf,
  localeFolderOf,
  readPagesFolder,
  readSite,
  type PagesFolder,
} from './pages-folder';

/**
 * Checks the text of a file of the pages folder as `sitectl validate` checks that file (the
 * engine's own checks: schema, links, media, records), and a translation against its default
 * locale's document as the whole-site check does; then, when the text is valid, makes what
 * the preview renders. The text need not be saved: this is what the editor holds now.
 */
export async function checkPageText(
  pagesDir: string,
  relative: string,
  text: string,
  manifest: MediaManifest = {},
): Promise<CheckAnswer> {
  const started = performance.now();
  pageFilePath(pagesDir, relative);
  const folder = await readPagesFolder(pagesDir);
  const shown = shownName(pagesDir, relative);
  const own = checkFileText(folder, relative, text);
  const problems = [...own.problems];
  const valid = !problems.some((problem) => problem.level === 'error');
  const counterpart = counterpartOf(folder, relative);
  let counterpartAnswer: CheckAnswer['counterpart'];
  if (valid && own.data && counterpart) {
    const other = readFileText(folder, counterpart);
    const isTranslation = localeFolderOf(folder, relative) !== null;
    if (other.data && isTranslation)
      problems.push(
        ...localeProblems(own.kind, { file: other.shown, data: other.data }, { ...own, text }),
      );
    else if (other.data)
      counterpartAnswer = {
        path: counterpart,
        shown: other.shown,
        problems: localeProblems(own.kind, { file: shown, data: own.data }, other),
      };
  }
  const preview =
    valid && own.data ? previewOf(folder, relative, own.kind, own.data, manifest) : undefined;
  return {
    problems,
    ...(preview ? { preview } : {}),
    sourceMap: sourceMapOf(text),
    ...(counterpartAnswer ? { counterpart: counterpartAnswer } : {}),
    milliseconds: Math.round(performance.now() - started),
  };
}

interface CheckedText {
  kind: DocumentKind;
  shown: string;
  text: string;
  data?: unknown;
  problems: Problem[];
}

/** One file's text read as a file of its kind (name, size, UTF-8) and checked. */
function checkFileText(folder: PagesFolder, relative: string, text: string): CheckedText {
  const shown = shownName(folder.pagesDir, relative);
  const bytes = Buffer.from(text);
  const read = readDocumentBytes(shown, documentKind(text, shown), bytes.length, () => bytes);
  if (read.text === undefined) return { kind: read.kind, shown, text, problems: read.problems };
  const { data, problems } = checkDocumentText(read.text, shown, read.kind, folder);
  return { kind: read.kind, shown, text, problems, ...(data ? { data } : {}) };
}

function readFileText(folder: PagesFolder, relative: string): CheckedText {
  const text = readFileSync(pageFilePath(folder.pagesDir, relative), 'utf8');
  return checkFileText(folder, relative, text);
}

/** As the whole-site check compares them: the site file against its defaulted original. */
function localeProblems(
  kind: DocumentKind,
  original: { file: string; data: unknown },
  translation: { shown: string; text: string; data?: unknown },
): Problem[] {
  const site = kind === 'site';
  const defaults = (data: unknown) =>
    site ? withSiteDefaults(data as SiteDocument) : withPageDefaults(data as PageDocument);
  return translationProblems(
    { file: original.file, data: site ? defaults(original.data) : original.data },
    {
      file: translation.shown,
      text: translation.text,
      data: translation.data,
      defaulted: defaults(translation.data),
    },
  );
}

/** A template's parameters get a sample value, so its page shows at a path of its own. */
const samplePath = (route: string) => route.replace(/:\w+/g, 'sample');

/**
 * What the preview renders: a page with its defaults, in the site of its locale; the site
 * file shows its tree's home page around it.
 */
function previewOf(
  folder: PagesFolder,
  relative: string,
  kind: DocumentKind,
  data: unknown,
  manifest: MediaManifest,
): PreviewData | undefined {
  if (kind !== 'page' && kind !== 'site') return undefined;
  const locale = localeFolderOf(folder, relative);
  const tree = (file: string) => (locale ? `${locale}/${file}` : file);
  const editedSite = kind === 'site' ? withSiteDefaults(data as SiteDocument) : undefined;
  const english = locale === null && editedSite ? editedSite : folder.site;
  if (!english) return undefined;
  const translations = Object.fromEntries(
    folder.localeFolders.flatMap((code) => {
      const translated =
        code === locale && editedSite
          ? editedSite
          : readSite(folder.pagesDir, `${code}/${siteFile}`, folder.links);
      return translated ? [[code, translated]] : [];
    }),
  );
  const pageFile = kind === 'site' ? tree('index.yaml') : relative;
  const page = kind === 'site' ? readFileText(folder, pageFile).data : data;
  const route = routeFromFile(pageFile);
  if (!page || !route) return undefined;
  const pathname = route.kind === 'not-found' ? `/${route.route}` : samplePath(route.route);
  return {
    page: resolvePictures(withPageDefaults(page as PageDocument), manifest),
    pathname,
    site: siteInLocale(english, translations, pathname),
    routes: folder.files.flatMap((file) => {
      const found = routeFromFile(file);
      return found ? [{ route: found.route, kind: found.kind }] : [];
    }),
    siteFile: shownName(folder.pagesDir, tree(siteFile)),
  };
}

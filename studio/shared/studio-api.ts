import type { PageDocument, SiteDocument } from '../../engine/document/page-types';
import type { Problem } from '../../engine/document/problem';
import type { PageRoute } from '../../engine/document/routes';
import type { SiteInLocale } from '../../engine/locale/site-in-locale';
import type { SourceMap } from './source-map';

/**
 * What the studio's server and its browser app say to each other. Paths are relative to the
 * pages folder (`contact.yaml`, `ar/contact.yaml`); `shown` is the name problems give
 * (`pages/contact.yaml`).
 */

export interface PageFileEntry {
  path: string;
  shown: string;
  /** The locale tree it is in: `en`, or the folder of another locale (`ar`). */
  locale: string;
  /** The page's route, such as `/contact`; absent for the site file. */
  route?: string;
  /** The same file in the other locale's tree, when there is one. */
  counterpart?: string;
}

/** A file as read, with its version: the hash of its bytes, which a save must name. */
export interface PageFileText {
  path: string;
  shown: string;
  text: string;
  version: string;
}

export interface SaveRequest {
  path: string;
  text: string;
  /** The version the author's text was based on; another on disk is a conflict (409). */
  version: string;
}

export type SaveAnswer = { saved: true; version: string } | ConflictAnswer;

/** The file changed on disk since it was opened: what is there now. */
export interface ConflictAnswer {
  saved: false;
  code: 'changed-on-disk';
  message: string;
  theirs: PageFileText;
}

/** An error the studio's API answers with, shaped as the engine's problems are. */
export interface StudioApiError {
  code: string;
  message: string;
  hint: string;
}

/** What the preview renders: a checked page with its defaults and the site around it. */
export interface PreviewData {
  /** The page with its defaults filled in and its media pictures completed. */
  page: PageDocument;
  /** The path it is shown at (a template's `:slug` filled with a sample). */
  pathname: string;
  site: SiteInLocale;
  routes: Pick<PageRoute, 'route' | 'kind'>[];
  /** The site file whose values the header and footer show (`pages/ar/_site.yaml`). */
  siteFile: string;
}

export interface CheckRequest {
  path: string;
  text: string;
}

export interface CheckAnswer {
  /** Every problem of the text, as `sitectl validate` reports them, locale ones included. */
  problems: Problem[];
  /** Absent while the text has errors: the preview keeps the last good one. */
  preview?: PreviewData;
  sourceMap: SourceMap;
  /** Problems the text causes in the other locale's file, when it has one. */
  counterpart?: { path: string; shown: string; problems: Problem[] };
  /** How long the check took on the server. */
  milliseconds: number;
}

export type { SiteDocument };

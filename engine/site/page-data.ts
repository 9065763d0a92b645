import type { ServiceContent } from '../services/service-content';
import type { PageDocument } from '../document/page-types';
import type { Variables } from '../locale/interpolate';
import type { ListedPost } from '../ui/listed-posts';

/** Id of the script element holding the page's boot (see PageBootElement) as JSON. */
export const pageDataElementId = 'page-data';

/**
 * What a rendered page carries for hydration: its document, and what it was rendered
 * with (see InitialPage).
 */
export interface PageData {
  /** The route the page was rendered as: `404` for the not-found page at any path. */
  route: string;
  /** The values the route took from the path (a template's slug), so nothing matches it again. */
  params?: Record<string, string>;
  page: PageDocument;
  record?: ServiceContent;
  /** The template shell: rendered again in the browser rather than hydrated. */
  shell?: boolean;
  vars?: Variables;
  /** The published posts a page that lists them (`list: post`) was rendered with. */
  posts?: ListedPost[];
  /** The locales the page's record is written in, when not every locale has it (a post). */
  writtenIn?: string[];
  noindex?: boolean;
  /** The query string the server rendered it with, for the forms it presets (`?service=…`). */
  search?: string;
}

/**
 * How the browser brings a page alive, decided by the server and written on the page's
 * boot element (`data-start`), one module of engine/boot/start each:
 * - `islands`: each interactive block hydrates on its own, when touched or near the screen
 *   once the visitor has shown intent (public pages);
 * - `app-at-once`: the whole app starts as soon as the page has painted (staff pages, the
 *   shell of an unknown record, pages with a block that acts by itself, the dev server's
 *   page, which has no boot element);
 * - `app-on-intent`: the whole app starts on the visitor's first sign of intent (a record
 *   prerendered for static hosting, which the app refreshes from the store).
 */
export type StartStrategy = 'islands' | 'app-at-once' | 'app-on-intent';

/** The boot element's attribute that names the page's StartStrategy. */
export const startAttribute = 'data-start';

/** What the app needs to start on a page: its data, and the script files it runs. */
export interface PageBoot {
  data: PageData;
  /** The app's files and those of the page's interactive blocks, each once. */
  scripts: string[];
  /**
   * A page that hydrates by islands: the files every island shares, and those each of its
   * block types adds.
   */
  islands?: { shared: string[]; blocks: Record<string, string[]> };
}

/**
 * What the page's HTML carries: the boot itself, or the address of the file the build
 * wrote it to, so the first screen arrives in as few bytes as it can (see
 * page-boot-files.ts). A record page rendered on request names the file its template's
 * pages share and adds its own data, which wins over the file's.
 */
export type PageBootElement = PageBoot | { src: string; data?: Partial<PageData> };

/** The boot of a page whose element names a file: the file's, with the page's own data over it. */
export function withOwnData(shared: PageBoot, own: Partial<PageData> | undefined): PageBoot {
  return own ? { ...shared, data: { ...shared.data, ...own } } : shared;
}

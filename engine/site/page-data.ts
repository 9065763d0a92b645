import type { ServiceContent } from '../services/service-content';
import type { PageDocument } from '../document/page-types';

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
  vars?: Record<string, string>;
  noindex?: boolean;
  /**
   * The app starts as soon as the page has painted, not on the visitor's first action:
   * the shell, staff pages and pages with a block that acts by itself.
   */
  startsAtOnce?: boolean;
}

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

/** JSON safe to place inside a <script> element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

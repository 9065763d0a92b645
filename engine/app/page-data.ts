import type { ServiceContent } from '../data/service-content';
import type { PageDocument } from '../document/page-types';

/** Id of the script element holding the prerendered page's data as JSON. */
export const pageDataElementId = 'page-data';

/** Id of the script element listing the script files of the page's app. */
export const scriptPreloadsElementId = 'script-preloads';

/**
 * What a rendered page carries for hydration: its document, and what it was rendered
 * with (see InitialPage).
 */
export interface PageData {
  /** The route the page was rendered as: `404` for the not-found page at any path. */
  route: string;
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

/** JSON safe to place inside a <script> element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

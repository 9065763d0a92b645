import type { ServiceContent } from '../data/service-content';
import type { PageDocument } from '../document/page-types';

/** Id of the script element holding the prerendered page's data as JSON. */
export const pageDataElementId = 'page-data';

/** What a prerendered page carries for hydration: its document, and its record if any. */
export interface PageData {
  page: PageDocument;
  record?: ServiceContent;
  /** The template shell: rendered again in the browser rather than hydrated. */
  shell?: boolean;
}

/** JSON safe to place inside a <script> element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

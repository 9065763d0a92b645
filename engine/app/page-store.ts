import { use } from 'react';
import type { PageDocument } from '../document/page-types';
import { loadPageBlocks } from '../render/block-loader';

export type PageLoaders = Record<string, () => Promise<{ default: PageDocument }>>;

const resolved = new Map<string, PageDocument>();
const pending = new Map<string, Promise<PageDocument>>();
let loaders: PageLoaders = {};

/** Registers how each route's document is loaded (one lazy chunk per page). */
export function setPageLoaders(next: PageLoaders): void {
  loaders = next;
}

/** Puts a document in the cache, as the client does with the one the HTML carries. */
export function seedPage(route: string, page: PageDocument): void {
  resolved.set(route, page);
}

/** The document of a route if it has been loaded, without waiting for it. */
export function loadedPageDocument(route: string): PageDocument | undefined {
  return resolved.get(route);
}

export function loadPage(route: string): Promise<PageDocument> {
  const hit = resolved.get(route);
  if (hit) return Promise.resolve(hit);
  let promise = pending.get(route);
  if (!promise) {
    const loader = loaders[route];
    if (!loader) return Promise.reject(new Error(`No page document for route ${route}`));
    // A page is ready once its blocks' code has arrived too, so it renders in one go.
    promise = loader().then(async ({ default: page }) => {
      await loadPageBlocks(page);
      resolved.set(route, page);
      return page;
    });
    pending.set(route, promise);
  }
  return promise;
}

/**
 * The document of a route; suspends while its chunk loads. `given`, a document the page
 * was rendered with in place of the route's own (a preview), wins and is never kept.
 */
export function usePageDocument(route: string, given?: PageDocument): PageDocument {
  return given ?? resolved.get(route) ?? use(loadPage(route));
}

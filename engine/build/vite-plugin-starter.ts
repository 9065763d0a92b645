import type { Plugin } from 'vite';
import { indexHtmlEdit } from './vite-plugin-index-html';

/**
 * The one script a page runs at once is its starter, which waits for the visitor: fetched
 * at low priority, it never competes with the font and pictures of the first paint.
 */
export function lowPriorityStarterPlugin(): Plugin {
  return indexHtmlEdit(
    'low-priority-starter',
    '<script type="module" crossorigin src=',
    () => '<script type="module" fetchpriority="low" crossorigin src=',
    'mark low priority',
  );
}

import type { Plugin } from 'vite';

const starterTag = '<script type="module" crossorigin src=';

/**
 * The one script a page runs at once is its starter, which waits for the visitor: fetched
 * at low priority, it never competes with the font and pictures of the first paint.
 */
export function lowPriorityStarterPlugin(): Plugin {
  return {
    name: 'low-priority-starter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (html.split(starterTag).length !== 2) {
          throw new Error(`Expected one "${starterTag}" in index.html to mark low priority.`);
        }
        return html.replace(
          starterTag,
          '<script type="module" fetchpriority="low" crossorigin src=',
        );
      },
    },
  };
}

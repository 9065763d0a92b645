import type { Plugin } from 'vite';

/**
 * A build-only plugin that rewrites one marked spot of index.html, the template of every
 * page. The marker must be there exactly once: a template edited out of shape fails the
 * build instead of silently losing the rewrite.
 */
export function indexHtmlEdit(
  name: string,
  marker: string,
  replacement: () => string,
  purpose: string,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (html.split(marker).length !== 2) {
          throw new Error(`Expected one '${marker}' in index.html to ${purpose}.`);
        }
        return html.replace(marker, replacement);
      },
    },
  };
}

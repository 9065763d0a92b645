import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const iconLink = '<link rel="icon" href="/favicon.svg"';

/** An SVG as a data: URI, escaped only where a URL and an HTML attribute need it. */
export function svgDataUri(svg: string): string {
  const escaped = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}

/**
 * Writes the site's icon (`public/favicon.svg`, a few hundred bytes) into every page, so a
 * first visit makes no request for it: on a slow network that request would share the
 * first round trips with the font and the pictures of the first screen.
 */
export function inlineFaviconPlugin(root: string): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (html.split(iconLink).length !== 2) {
          throw new Error(`Expected one '${iconLink}' in index.html to inline the icon.`);
        }
        const svg = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
        return html.replace(iconLink, () => `<link rel="icon" href="${svgDataUri(svg)}"`);
      },
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { indexHtmlEdit } from './vite-plugin-index-html';

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
  const svg = () => readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
  return indexHtmlEdit(
    'inline-favicon',
    iconLink,
    () => `<link rel="icon" href="${svgDataUri(svg())}"`,
    'inline the icon',
  );
}

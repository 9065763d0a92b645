import type { EmotionCache } from '@emotion/cache';

type StyleChunks = { key: string; ids: string[]; css: string }[];

/** The start of a part of the page that shows nothing until it is opened. */
const closedPartStart = /<(dialog)\b[^>]*>|<(\w+)\b[^>]*\spopover="[^"]*"[^>]*>/;

/** Where the element whose start tag ends at `from` ends, counting nested ones of its tag. */
function endOfElement(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/** The page's HTML without what it shows only once opened: its dialogs and menus (popovers). */
export function withoutClosedParts(html: string): string {
  let shown = html;
  for (let match = closedPartStart.exec(shown); match; match = closedPartStart.exec(shown)) {
    const end = endOfElement(shown, match[1] ?? match[2]!, match.index + match[0].length);
    shown = shown.slice(0, match.index) + shown.slice(end);
  }
  return shown;
}

/**
 * Splits a page's critical CSS (Emotion's chunks): what the page as first shown uses stays
 * in the head; the rules only its closed dialogs and menus use go after the page, so that
 * what the first screen needs comes first on a slow connection. (The browser app's cache
 * takes both in, wherever they are.)
 */
export function splitClosedPartStyles(
  html: string,
  styles: StyleChunks,
  cache: EmotionCache,
): { shown: StyleChunks; closed: StyleChunks } {
  const shownIds = new Set(
    [...withoutClosedParts(html).matchAll(new RegExp(`${cache.key}-([\\w-]+)`, 'g'))].map(
      (match) => match[1],
    ),
  );
  const shown: StyleChunks = [];
  const closed: StyleChunks = [];
  const chunkOf = (ids: string[]) => ({
    key: cache.key,
    ids,
    css: ids.map((id) => cache.inserted[id]).join(''),
  });
  for (const chunk of styles) {
    // Global rules (the baseline, keyframes) stay as they are.
    if (chunk.key !== cache.key) {
      shown.push(chunk);
      continue;
    }
    const closedIds = chunk.ids.filter((id) => !shownIds.has(id));
    shown.push(chunkOf(chunk.ids.filter((id) => shownIds.has(id))));
    if (closedIds.length > 0) closed.push(chunkOf(closedIds));
  }
  return { shown, closed };
}

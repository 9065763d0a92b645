import createCache, { type StylisPlugin } from '@emotion/cache';

/** Same key on server and client, so hydration adopts the prerendered styles. */
export const emotionCacheKey = 'css';

/**
 * Right-to-left pages have a cache of their own: its plugin turns every left into right
 * (margins, paddings, positions, transforms), and its own key keeps those styles apart
 * from left-to-right ones in the critical CSS and on hydration.
 */
export const rtlEmotionCacheKey = 'rtl';

/** Properties that current Safari still reads only with the -webkit- prefix. */
const webkitOnly = new Set(['user-select', 'backdrop-filter', 'print-color-adjust']);

/**
 * Emotion's default prefixer writes every flexbox, transition and transform declaration
 * three times for browsers no visitor uses any more, which is a third of each page's
 * inline CSS. This keeps only the prefixes that a supported browser still needs.
 */
export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && webkitOnly.has(element.props as unknown as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export function createEmotionCache() {
  return createCache({ key: emotionCacheKey, stylisPlugins: [webkitPrefixer] });
}

/**
 * The cache of right-to-left pages, with the RTL plugin (`@mui/stylis-plugin-rtl`), which
 * the caller loads: statically on the server, and in the browser on right-to-left pages
 * only, so no other page downloads it.
 */
export function createRtlEmotionCache(rtlPlugin: StylisPlugin) {
  return createCache({ key: rtlEmotionCacheKey, stylisPlugins: [webkitPrefixer, rtlPlugin] });
}

import createCache, { type StylisPlugin } from '@emotion/cache';

/** Same key on server and client, so hydration adopts the prerendered styles. */
export const emotionCacheKey = 'css';

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

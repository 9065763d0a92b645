import createCache from '@emotion/cache';

/** Same key on server and client, so hydration adopts the prerendered styles. */
export const emotionCacheKey = 'css';

export function createEmotionCache() {
  return createCache({ key: emotionCacheKey });
}

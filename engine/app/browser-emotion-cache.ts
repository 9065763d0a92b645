import type { LocaleSettings } from '../locale/locales';
import { createEmotionCache, createRtlEmotionCache } from './emotion-cache';

/**
 * The styles cache for a page in the browser. A right-to-left page brings its own cache and
 * plugin, fetched here, so other pages never load them.
 */
export async function browserEmotionCache(dir: LocaleSettings['dir']) {
  return dir === 'rtl'
    ? createRtlEmotionCache((await import('@mui/stylis-plugin-rtl')).default)
    : createEmotionCache();
}

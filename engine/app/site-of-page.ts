import site, { translationLoaders } from 'virtual:site';
import { localeOfPath } from '../locale/locales';
import { siteInLocale } from '../locale/site-in-locale';

/** The site settings in the page's language: a locale's own site file loads with its pages only. */
export async function siteOfPage(pathname: string) {
  const { code } = localeOfPath(pathname, site.locales);
  const load = Object.hasOwn(translationLoaders, code) ? translationLoaders[code] : undefined;
  const translations = load ? { [code]: (await load()).default } : {};
  return siteInLocale(site, translations, pathname);
}

import { useLocation } from 'react-router-dom';
import { useIsPage, useLocale } from './site-context';
import { pathInLocale, type LocaleSettings } from '../locale/locales';

/** This page in another language: the locale, and the address that keeps its query. */
export interface OtherLanguage {
  locale: LocaleSettings;
  href: string;
}

/**
 * This page in each other language it is written in, with the same query (an admin link's
 * token, a lead's id). A page written in one language only has none.
 */
export function useOtherLanguages(): OtherLanguage[] {
  const { pathname, search } = useLocation();
  const { locale, locales } = useLocale();
  const isPage = useIsPage();
  return locales
    .filter((other) => other.code !== locale.code)
    .map((other) => ({ locale: other, path: pathInLocale(pathname, other, locales) }))
    .filter(({ path }) => isPage(path))
    .map(({ locale: other, path }) => ({ locale: other, href: `${path}${search}` }));
}

import { pathInLocale, type LocaleSettings } from '../locale/locales';
import { canonicalUrl } from './canonical';

/** One `<link rel="alternate" hreflang>` of a page: the same page in one language. */
export interface Alternate {
  /** A language code, or `x-default` for the page a visitor of no listed language gets. */
  hreflang: string;
  href: string;
}

/**
 * The page at `pathname` in every locale it is written in, and `x-default` (the default
 * locale's page), as search engines ask: each page lists all of them, itself included.
 * A page written in one locale only has none.
 */
export function alternates(
  siteUrl: string,
  pathname: string,
  locales: readonly LocaleSettings[],
  writtenIn: readonly string[] = locales.map((locale) => locale.code),
): Alternate[] {
  const shown = locales.filter((locale) => writtenIn.includes(locale.code));
  if (shown.length < 2) return [];
  const href = (locale: LocaleSettings) =>
    canonicalUrl(siteUrl, pathInLocale(pathname, locale, locales));
  return [
    ...shown.map((locale) => ({ hreflang: locale.code, href: href(locale) })),
    { hreflang: 'x-default', href: href(locales[0]!) },
  ];
}

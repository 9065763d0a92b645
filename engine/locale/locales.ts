/** One language the site is written in, as `locales` in `pages/_site.yaml` declares it. */
export interface LocaleSettings {
  /** The language's code, as `<html lang>` and `hreflang` name it: `en`, `ar`. */
  code: string;
  /** The language's name in itself, as the language switcher shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The `Intl` locale numbers and dates are written with: `en-AE`, `ar-AE`. */
  numberFormat: string;
  /** The font family its text is set in. */
  font: string;
  /** The narrowest window (px) whose header fits every navigation link in this language. */
  fullHeaderFrom: number;
  /** Where its pages live (`/ar`); the default locale, first in the list, has none. */
  path?: string;
}

/** A site that declares no locales is written in English only. */
export const englishOnly: readonly LocaleSettings[] = [
  {
    code: 'en',
    name: 'English',
    dir: 'ltr',
    numberFormat: 'en-AE',
    font: 'Inter',
    fullHeaderFrom: 1200,
  },
];

/** The locale a path is in: the one whose prefix it starts with, else the default. */
export function localeOfPath(pathname: string, locales: readonly LocaleSettings[]): LocaleSettings {
  return (
    locales.find(({ path }) => path && (pathname === path || pathname.startsWith(`${path}/`))) ??
    locales[0]!
  );
}

/** A path with its locale's prefix taken off: `/ar/contact` → `/contact`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string, locales: readonly LocaleSettings[]): string {
  const { path } = localeOfPath(pathname, locales);
  if (!path) return pathname;
  return pathname.slice(path.length) || '/';
}

/**
 * A site path as a page in `locale` links to it: documents name pages by their English
 * path (`/contact`), and an Arabic page leads to `/ar/contact`. Anchors and queries stay.
 * The one place a path gets its locale.
 */
export function localizePath(to: string, locale: Pick<LocaleSettings, 'path'>): string {
  if (!locale.path || !to.startsWith('/') || to.startsWith('//')) return to;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to)!;
  return `${locale.path}${path === '/' ? '' : path}${rest}`;
}

/** The same page in another locale: `/services/cloud` ↔ `/ar/services/cloud`. */
export function pathInLocale(
  pathname: string,
  target: LocaleSettings,
  locales: readonly LocaleSettings[],
): string {
  return localizePath(pathWithoutLocale(pathname, locales), target);
}

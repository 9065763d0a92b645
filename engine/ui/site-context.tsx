import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SiteDocument } from '../document/page-types';
import { isNotFoundRoute, matchRoute, type PageRoute } from '../document/routes';
import { englishOnly, type LocaleSettings } from '../locale/locales';
import type { SiteInLocale } from '../locale/site-in-locale';

interface SiteValue extends SiteInLocale {
  /** Every page route of every locale, when known: the language switcher links only to pages that exist. */
  routes?: readonly Pick<PageRoute, 'route' | 'kind'>[];
}

const SiteContext = createContext<SiteValue | null>(null);

/**
 * The site settings in the page's language (`pages/_site.yaml`, or a locale's own
 * `pages/<code>/_site.yaml`), and the page's locale among those the site declares.
 */
export function SiteProvider({
  site,
  locale = englishOnly[0]!,
  locales = englishOnly,
  routes,
  children,
}: {
  site: SiteDocument;
  locale?: LocaleSettings;
  locales?: readonly LocaleSettings[];
  routes?: SiteValue['routes'];
  children: ReactNode;
}) {
  const value = { site, locale, locales, ...(routes ? { routes } : {}) };
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSiteValue(): SiteValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside a SiteProvider');
  return value;
}

/** The settings of `pages/_site.yaml`, in the page's language. */
export function useSite(): SiteDocument {
  return useSiteValue().site;
}

/** The site settings in the page's language, its locale, and every locale. */
export function useSiteInLocale(): SiteInLocale {
  return useSiteValue();
}

/** Whether a path is a page of the site; true when the routes are not known. */
export function useIsPage(): (pathname: string) => boolean {
  const routes = useContext(SiteContext)?.routes;
  return (pathname) => !routes || !isNotFoundRoute(matchRoute(pathname, routes).route);
}

/** The page's locale, and every locale the site is written in. */
export function useLocale(): Pick<SiteValue, 'locale' | 'locales'> {
  // Outside a site (a block shown on its own) everything is in the default language.
  const value = useContext(SiteContext);
  return { locale: value?.locale ?? englishOnly[0]!, locales: value?.locales ?? englishOnly };
}

/** Numbers as the page's language writes them (its `numberFormat`, such as ar-AE). */
export function useNumberFormat(): Intl.NumberFormat {
  const numberFormat = useContext(SiteContext)?.locale.numberFormat ?? englishOnly[0]!.numberFormat;
  return useMemo(() => new Intl.NumberFormat(numberFormat), [numberFormat]);
}

/** The words the site shell says, in the page's language (`ui` in the site file). */
export function useUi(): SiteDocument['ui'] {
  return useSiteValue().site.ui;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { SiteDocument } from '../document/page-types';
import { englishOnly, type LocaleSettings } from '../locale/locales';
import type { SiteInLocale } from '../locale/site-in-locale';

type SiteValue = SiteInLocale;

const SiteContext = createContext<SiteValue | null>(null);

/**
 * The site settings in the page's language (`pages/_site.yaml`, or a locale's own
 * `pages/<code>/_site.yaml`), and the page's locale among those the site declares.
 */
export function SiteProvider({
  site,
  locale = englishOnly[0]!,
  locales = englishOnly,
  children,
}: {
  site: SiteDocument;
  locale?: LocaleSettings;
  locales?: readonly LocaleSettings[];
  children: ReactNode;
}) {
  return <SiteContext.Provider value={{ site, locale, locales }}>{children}</SiteContext.Provider>;
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

/** The page's locale, and every locale the site is written in. */
export function useLocale(): Pick<SiteValue, 'locale' | 'locales'> {
  const { locale, locales } = useSiteValue();
  return { locale, locales };
}

/** The words the site shell says, in the page's language (`ui` in the site file). */
export function useUi(): SiteDocument['ui'] {
  return useSiteValue().site.ui;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

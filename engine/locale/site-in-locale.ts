import type { SiteDocument } from '../document/page-types';
import { localeOfPath, type LocaleSettings } from './locales';

/** The site file of each locale other than the default, by code (`pages/ar/_site.yaml`). */
export type SiteTranslations = Readonly<Record<string, SiteDocument>>;

export interface SiteInLocale {
  /** The site settings in the locale's language. */
  site: SiteDocument;
  locale: LocaleSettings;
  /** Every locale, as the default site file declares them. */
  locales: readonly LocaleSettings[];
}

/** The locale of a path and the site settings written in it. */
export function siteInLocale(
  site: SiteDocument,
  translations: SiteTranslations,
  pathname: string,
): SiteInLocale {
  const locale = localeOfPath(pathname, site.locales);
  return { site: translations[locale.code] ?? site, locale, locales: site.locales };
}

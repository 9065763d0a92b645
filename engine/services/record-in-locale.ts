import type { LocaleSettings } from '../locale/locales';
import { isFallbackService } from './fallback-service';
import type { ServiceContent } from './service-content';

/**
 * A service record as a page in `locale` shows it: its own words on default-locale pages;
 * elsewhere its translation's words over the record (slug, family, video, picture and
 * brands stay), or null when it has none, so no page passes English off as a translation.
 * Generated content is made from the page's own template, in its language already.
 */
export function recordInLocale(
  record: ServiceContent,
  locale: Pick<LocaleSettings, 'code' | 'path'>,
): ServiceContent | null {
  if (!locale.path || isFallbackService(record)) return record;
  const words = record.translations?.[locale.code];
  if (!words) return null;
  return {
    ...record,
    name: words.name,
    h1: words.h1,
    meta_title: words.meta_title ?? null,
    meta_description: words.meta_description ?? null,
    hero: words.hero ?? null,
    intro: words.intro ?? null,
    pains: words.pains ?? [],
    solutions: words.solutions ?? [],
    cta_label: words.cta_label ?? null,
    image_alt: words.image_alt ?? null,
  };
}

/** The locales a record is written in: the default, and each it has a translation for. */
export function recordLocales(
  record: Pick<ServiceContent, 'translations' | 'id'>,
  locales: readonly Pick<LocaleSettings, 'code' | 'path'>[],
): string[] {
  if (isFallbackService(record)) return [];
  return locales
    .filter((locale) => !locale.path || record.translations?.[locale.code] !== undefined)
    .map((locale) => locale.code);
}

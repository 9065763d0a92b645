import type { ServiceContent } from './service-content';

/**
 * A service's name and page heading in the language `code` where it has a translation,
 * its own otherwise: how the dashboard names a record in its language.
 */
export function serviceWordsIn(
  record: Pick<ServiceContent, 'name' | 'h1' | 'translations'>,
  code: string,
): { name: string; h1: string } {
  const words = record.translations?.[code];
  return { name: words?.name ?? record.name, h1: words?.h1 ?? record.h1 };
}

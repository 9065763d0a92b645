import { serviceContentKey } from '../../../data/query-client';
import { localizePath } from '../../../locale/locales';
import { serviceWordsIn } from '../../../services/service-words-in';
import type { ServiceContentStore } from '../../../services/service-store';
import { useLocale } from '../../../ui/site-context';
import { usePublishRecord, type PublishToasts } from '../collections/use-publish-record';

export { conflictWords, type PublishToasts } from '../collections/use-publish-record';

/**
 * Publishes a service's saved changes, as listed (usePublishRecord), named by its name in
 * the dashboard's language, its page the one its card links to.
 */
export function usePublishService(store: ServiceContentStore | undefined, toasts: PublishToasts) {
  const { locale } = useLocale();
  return usePublishRecord(store, toasts, {
    queryKey: serviceContentKey,
    nameOf: (service) => serviceWordsIn(service, locale.code).name,
    pageOf: (service) => serviceCardPage(service.slug, locale),
  });
}

/** A service's page in the dashboard's language, where its card leads. */
export const serviceCardPage = (slug: string, locale: Parameters<typeof localizePath>[1]) =>
  localizePath(`/services/${slug}`, locale);

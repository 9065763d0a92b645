import { serviceContentKey } from '../../../data/query-client';
import type { ServiceContentStore } from '../../../services/service-store';
import { usePublishRecord, type PublishToasts } from '../collections/use-publish-record';

export { conflictWords, type PublishToasts } from '../collections/use-publish-record';

/** Publishes a service's saved changes, as listed (usePublishRecord), named by its name. */
export const usePublishService = (store: ServiceContentStore | undefined, toasts: PublishToasts) =>
  usePublishRecord(store, toasts, {
    queryKey: serviceContentKey,
    nameOf: (service) => service.name,
  });

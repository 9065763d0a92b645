import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServiceContentStore } from '../../services/service-store';
import { useAdminStoreSource, type AdminStoreSource } from './store-source';

const adminStoreQuery = (source: AdminStoreSource) =>
  queryOptions({
    queryKey: ['admin-store', source.capabilities.dataLives],
    queryFn: () => source.open(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The opened service content store. */
export function useAdminStore() {
  return useQuery(adminStoreQuery(useAdminStoreSource()));
}

/** Resolves to the store once it is open, for actions that may start before it is. */
export function useOpenAdminStore(): () => Promise<ServiceContentStore> {
  const source = useAdminStoreSource();
  const client = useQueryClient();
  return useCallback(() => client.ensureQueryData(adminStoreQuery(source)), [client, source]);
}

/**
 * What the source opens with `open`, loaded once per data home and kept: an adapter's code
 * and its store never go stale.
 */
function useOpened<T>(name: string, open: (source: AdminStoreSource) => Promise<T>) {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: [name, source.capabilities.dataLives],
    queryFn: () => open(source),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The activity log's store, once its adapter has loaded. */
export const useActivityStore = () =>
  useOpened('admin-activity-store', (source) => source.openActivity());

/** The lead store, once its adapter has loaded. */
export const useLeadStore = () => useOpened('admin-lead-store', (source) => source.openLeads());

/** The preview link store, once its adapter has loaded; null where links cannot open. */
export const usePreviewStore = () =>
  useOpened('admin-preview-store', (source) => source.openPreviews());

/** Picture uploads, once their adapter has loaded; null where pictures cannot be uploaded. */
export const usePictureUploader = () =>
  useOpened('admin-picture-uploader', (source) => source.openUploads());

/** The blog's posts store, once its adapter has loaded. */
export const usePostStore = () => useOpened('admin-post-store', (source) => source.openPosts());

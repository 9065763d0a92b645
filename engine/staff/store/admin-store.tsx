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

/** The activity log's store, once its adapter has loaded. */
export function useActivityStore() {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: ['admin-activity-store', source.capabilities.dataLives],
    queryFn: () => source.openActivity(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The lead store, once its adapter has loaded. */
export function useLeadStore() {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: ['admin-lead-store', source.capabilities.dataLives],
    queryFn: () => source.openLeads(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The preview link store, once its adapter has loaded; null where links cannot open. */
export function usePreviewStore() {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: ['admin-preview-store', source.capabilities.dataLives],
    queryFn: () => source.openPreviews(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Picture uploads, once their adapter has loaded; null where pictures cannot be uploaded. */
export function usePictureUploader() {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: ['admin-picture-uploader', source.capabilities.dataLives],
    queryFn: () => source.openUploads(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The blog's posts store, once its adapter has loaded. */
export function usePostStore() {
  const source = useAdminStoreSource();
  return useQuery({
    queryKey: ['admin-post-store', source.capabilities.dataLives],
    queryFn: () => source.openPosts(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

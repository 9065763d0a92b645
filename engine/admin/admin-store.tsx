import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { configuredStoreMode, openServiceContentStore } from '../data/choose-store';
import type { ServiceContentStore } from '../data/service-content';

/** Where the dashboard gets its service content store, and which kind of store it is. */
export interface AdminStoreSource {
  mode: 'embedded' | 'supabase';
  open(): Promise<ServiceContentStore>;
}

/**
 * The store of this browser session. In Supabase mode it goes through the browser's one
 * supabase-js client, the one staff sign in with (engine/auth), so every write carries the
 * signed-in staff member's token and row level security sees their role and aal2.
 */
export const browserStoreSource: AdminStoreSource = {
  mode: configuredStoreMode(),
  open: async () => (await openServiceContentStore()).store,
};

const AdminStoreContext = createContext<AdminStoreSource>(browserStoreSource);

export function AdminStoreProvider({
  source,
  children,
}: {
  source: AdminStoreSource;
  children: ReactNode;
}) {
  return <AdminStoreContext.Provider value={source}>{children}</AdminStoreContext.Provider>;
}

export function useAdminStoreMode(): AdminStoreSource['mode'] {
  return useContext(AdminStoreContext).mode;
}

const adminStoreQuery = (source: AdminStoreSource) =>
  queryOptions({
    queryKey: ['admin-store', source.mode],
    queryFn: () => source.open(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The opened store; opening the embedded database takes a few seconds the first time. */
export function useAdminStore() {
  return useQuery(adminStoreQuery(useContext(AdminStoreContext)));
}

/** Resolves to the store once it is open, for actions that may start before it is. */
export function useOpenAdminStore(): () => Promise<ServiceContentStore> {
  const source = useContext(AdminStoreContext);
  const client = useQueryClient();
  return useCallback(() => client.ensureQueryData(adminStoreQuery(source)), [client, source]);
}

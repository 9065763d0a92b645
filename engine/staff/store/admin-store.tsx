import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { DataMode } from '../data/data-mode';
import { dataMode, openDataPort } from '../data/data-port';
import type { LeadStore } from '../data/lead';
import type { ServiceContentStore } from '../data/service-content';

/** Where the dashboard gets its stores, and which kind they are. */
export interface AdminStoreSource {
  mode: DataMode;
  open(): Promise<ServiceContentStore>;
  openLeads(): Promise<LeadStore>;
}

/**
 * The stores of this browser tab: the site server's staff API, or in Supabase mode the
 * browser's one supabase-js client, the one staff sign in with (engine/auth), so every
 * write carries the signed-in staff member's token and row level security sees their
 * role and aal2.
 */
export const browserStoreSource: AdminStoreSource = {
  mode: dataMode,
  open: async () => (await openDataPort()).services,
  openLeads: async () => (await openDataPort()).leads,
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

/** The opened service content store. */
export function useAdminStore() {
  return useQuery(adminStoreQuery(useContext(AdminStoreContext)));
}

/** Resolves to the store once it is open, for actions that may start before it is. */
export function useOpenAdminStore(): () => Promise<ServiceContentStore> {
  const source = useContext(AdminStoreContext);
  const client = useQueryClient();
  return useCallback(() => client.ensureQueryData(adminStoreQuery(source)), [client, source]);
}

/** The lead store, once its adapter has loaded. */
export function useLeadStore() {
  const source = useContext(AdminStoreContext);
  return useQuery({
    queryKey: ['admin-lead-store', source.mode],
    queryFn: () => source.openLeads(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

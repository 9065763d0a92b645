import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Lead, LeadChanges, LeadPage, LeadStatus, LeadStore } from '../../../leads/lead';

/** Query key of every page of leads; a change to a lead invalidates them all. */
export const leadsKey = ['leads'] as const;

export const LEADS_PAGE_SIZE = 25;

/** What the list is narrowed to; an empty string is "all". */
export interface LeadFilters {
  form: string;
  status: LeadStatus | '';
}

export const noFilters: LeadFilters = { form: '', status: '' };

/** The query of the store for these filters, without paging. */
export const filterQuery = (filters: LeadFilters) => ({
  form: filters.form || undefined,
  status: filters.status || undefined,
});

/** One page of leads. The previous page stays on screen while the next one loads. */
export function useLeadPage(store: LeadStore | undefined, filters: LeadFilters, page: number) {
  return useQuery({
    queryKey: [...leadsKey, filters.form, filters.status, page],
    queryFn: () =>
      store!.list({
        ...filterQuery(filters),
        limit: LEADS_PAGE_SIZE,
        offset: page * LEADS_PAGE_SIZE,
      }),
    enabled: store !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves a change to a lead. The lead shows its new state at once in every cached page,
 * then the pages are fetched again, since a status filter may no longer match it.
 */
export function useLeadUpdate(store: LeadStore) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: LeadChanges }) =>
      store.update(id, changes),
    onSuccess: (updated: Lead) => showChangedLead(client, updated),
  });
}

/**
 * Shows a lead's new state at once in every cached page of leads, then asks for the pages
 * again, since a status filter may no longer match it.
 */
export function showChangedLead(client: QueryClient, changed: Lead) {
  client.setQueriesData<LeadPage>({ queryKey: leadsKey }, (page) =>
    page
      ? { ...page, leads: page.leads.map((lead) => (lead.id === changed.id ? changed : lead)) }
      : page,
  );
  void client.invalidateQueries({ queryKey: leadsKey });
}

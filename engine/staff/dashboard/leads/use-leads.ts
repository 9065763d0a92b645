import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  LeadNotFoundError,
  type Lead,
  type LeadChanges,
  type LeadPage,
  type LeadStatus,
  type LeadStore,
} from '../../../leads/lead';
import { fillIn } from '../../../locale/format';
import type { LeadsTabConfig } from './leads-tab.schema';

/** Query key of every page of leads; a change to a lead invalidates them all. */
export const leadsKey = ['leads'] as const;

export const LEADS_PAGE_SIZE = 25;

/** What the list is narrowed to; an empty string is "all", an owner of null everyone's. */
export interface LeadFilters {
  form: string;
  status: LeadStatus | '';
  /** A staff member's name, '' for the leads nobody owns, or null for every lead. */
  owner: string | null;
}

export const noFilters: LeadFilters = { form: '', status: '', owner: null };

/** The query of the store for these filters, without paging. */
export const filterQuery = (filters: LeadFilters) => ({
  form: filters.form || undefined,
  status: filters.status || undefined,
  owner: filters.owner ?? undefined,
});

/** Query key of the names leads can be given to. */
export const ownersKey = ['lead-owners'] as const;

/** Who leads can be given to, by name: for the owner field and the owner filter. */
export function useLeadOwners(store: LeadStore | undefined) {
  return useQuery({
    queryKey: ownersKey,
    queryFn: () => store!.owners(),
    enabled: store !== undefined,
    staleTime: 60_000,
  });
}

/** Query key of a lead's timeline. */
export const timelineKey = (id: string) => ['lead-timeline', id] as const;
export const deliveriesKey = (leadId: string) => ['lead-deliveries', leadId] as const;

/** A lead's follow-up changes, oldest first. */
export function useLeadTimeline(store: LeadStore, id: string) {
  return useQuery({ queryKey: timelineKey(id), queryFn: () => store.timeline(id) });
}

/** One page of leads. The previous page stays on screen while the next one loads. */
export function useLeadPage(store: LeadStore | undefined, filters: LeadFilters, page: number) {
  return useQuery({
    queryKey: [...leadsKey, filters.form, filters.status, filters.owner, page],
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
    // A lead erased or purged meanwhile: the list is asked again, and it leaves.
    onError: (error) => {
      if (error instanceof LeadNotFoundError) void client.invalidateQueries({ queryKey: leadsKey });
    },
    onSuccess: (updated: Lead, { changes }) => {
      showChangedLead(client, updated);
      if (changes.owner !== undefined) void client.invalidateQueries({ queryKey: ownersKey });
    },
  });
}

/**
 * Shows a lead's new state at once in every cached page of leads, then asks for the pages
 * again, since a status filter may no longer match it, and for its timeline and its
 * notifications (a lead given to someone, or no longer spam, queues emails).
 */
export function showChangedLead(client: QueryClient, changed: Lead) {
  void client.invalidateQueries({ queryKey: timelineKey(changed.id) });
  void client.invalidateQueries({ queryKey: deliveriesKey(changed.id) });
  client.setQueriesData<LeadPage>({ queryKey: leadsKey }, (page) =>
    page
      ? { ...page, leads: page.leads.map((lead) => (lead.id === changed.id ? changed : lead)) }
      : page,
  );
  void client.invalidateQueries({ queryKey: leadsKey });
}

/** The toast for a change to a lead erased or purged meanwhile, with who it was from. */
export const goneNotice = (config: LeadsTabConfig, who: string) => ({
  title: config.toasts.gone.title,
  text: fillIn(config.toasts.gone.text, { who }),
});

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Lead, LeadStore } from '../../../leads/lead';
import { forgetLinkedLead, linkedLeadId } from './lead-link';

/**
 * Opens the lead a link names (`/admin?lead=<id>`) once the store is open: `show` with the
 * lead, or `missing` when there is none (or it could not be loaded), once per page load.
 */
export function useLinkedLead(
  store: LeadStore | undefined,
  show: (lead: Lead) => void,
  missing: (failed: boolean) => void,
) {
  const [id] = useState(linkedLeadId);
  const linked = useQuery({
    queryKey: ['linked-lead', id],
    queryFn: () => store!.get(id!),
    enabled: store !== undefined && id !== null,
    staleTime: Infinity,
    retry: false,
  });
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || linked.isPending) return;
    handled.current = true;
    if (linked.data) return show(linked.data);
    forgetLinkedLead();
    if (linked.isError) console.error('Loading a linked lead failed.', linked.error);
    missing(linked.isError);
  }, [linked.isPending, linked.data, linked.isError, linked.error, show, missing]);
}

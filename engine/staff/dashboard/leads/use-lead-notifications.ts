import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadNotifications } from '../../../leads/lead';
import { deliveriesKey, showChangedLead } from './use-leads';

const destinationsKey = ['lead-notification-destinations'] as const;

/** Where the server sends new leads, asked once per dashboard. */
export function useNotificationSettings(notifications: LeadNotifications | undefined) {
  return useQuery({
    queryKey: ['lead-notification-settings'],
    queryFn: () => notifications!.settings(),
    enabled: notifications !== undefined,
    staleTime: Infinity,
  });
}

/**
 * Receivers of notifications that failed since their last success, asked again every 30 s
 * while the Leads tab is open, so a pause shows up, moves on and ends without a reload.
 */
export function useFailingDestinations(notifications: LeadNotifications | undefined) {
  return useQuery({
    queryKey: destinationsKey,
    queryFn: () => notifications!.destinations(),
    enabled: notifications !== undefined,
    refetchInterval: 30_000,
  });
}

/**
 * A lead's deliveries, asked again every 10 s while one is still waiting or retrying, so a
 * dialog left open shows an email go out.
 */
export function useDeliveries(notifications: LeadNotifications | undefined, leadId: string) {
  return useQuery({
    queryKey: deliveriesKey(leadId),
    queryFn: () => notifications!.deliveries(leadId),
    enabled: notifications !== undefined,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 10_000 : false,
  });
}

/** Sends one delivery again, then shows it waiting and its destination no longer paused. */
export function useResend(notifications: LeadNotifications, leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => notifications.resend(deliveryId),
    onSuccess: () => {
      // Resend ends its destination's pause, if it had one.
      void client.invalidateQueries({ queryKey: destinationsKey });
      return client.invalidateQueries({ queryKey: deliveriesKey(leadId) });
    },
  });
}

/** Takes a lead out of spam; the lists and its deliveries are asked for again. */
export function useNotSpam(notifications: LeadNotifications | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => {
      if (!notifications) throw new Error('This store cannot take a lead out of spam.');
      return notifications.markNotSpam(leadId);
    },
    onSuccess: (lead: Lead) => showChangedLead(client, lead),
  });
}

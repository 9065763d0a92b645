import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { fillIn } from '../../../locale/format';
import { useNotify, type Notice } from '../../tools/use-notify';
import type { LeadNotifications } from '../../../leads/lead';
import { deliveryState, type LeadDelivery } from '../../../leads/lead-notifications';
import type { LeadsTabConfig } from './leads-tab.schema';
import { useDeliveries, useFailingDestinations, useResend } from './use-lead-notifications';
import { destinationState } from '../../../leads/notify/destinations';
import { useStaffFormat, type StaffFormat } from '../../tools/use-staff-format';

type Words = LeadsTabConfig['notifications'];

/**
 * "Email to sales@…", "Webhook to https://crm…", "Automatic reply to layla@…" or "Email to
 * the new owner, sara@…".
 */
export const deliveryName = (delivery: LeadDelivery, words: Words) => {
  const byKind = { 'auto-reply': words.autoReply, assigned: words.assigned, notify: undefined };
  const name =
    byKind[delivery.kind] ?? (delivery.channel === 'email' ? words.email : words.webhook);
  return fillIn(name, { target: delivery.target });
};

/**
 * How a delivery stands: sent when, waiting, retrying when and why, given up and why, or
 * waiting for its destination's pause to end (`pausedUntil`).
 */
function deliveryStatus(
  delivery: LeadDelivery,
  words: Words,
  format: StaffFormat,
  pausedUntil: string | null,
): string {
  if (pausedUntil) return fillIn(words.paused, { time: format.clock(pausedUntil) });
  const values = {
    attempts: delivery.attempts,
    error: delivery.last_error ?? '',
    time: format.received(delivery.sent_at ?? delivery.next_attempt_at),
  };
  return fillIn(words[deliveryState(delivery)], values);
}

const stateColour = {
  sent: 'status.positive.main',
  waiting: 'text.secondary',
  retrying: 'status.pending.main',
  failed: 'error.main',
} as const;

/**
 * The notifications a lead queued, each with how its sending stands and a Resend button;
 * asked for again while one is on its way.
 */
export function LeadDeliveries({
  leadId,
  notifications,
  words,
}: {
  leadId: string;
  notifications: LeadNotifications;
  words: Words;
}) {
  const headingId = useId();
  const format = useStaffFormat();
  const deliveries = useDeliveries(notifications, leadId);
  const destinations = useFailingDestinations(notifications);
  /** When the pause of a pending delivery's destination ends, if it is paused now. */
  const pausedUntil = (delivery: LeadDelivery): string | null => {
    if (delivery.status !== 'pending') return null;
    const asOf = new Date(destinations.dataUpdatedAt);
    const paused = destinations.data?.find(
      (one) =>
        one.channel === delivery.channel &&
        (one.channel === 'email' || one.destination === delivery.target) &&
        destinationState(one, asOf) === 'paused',
    );
    return paused?.paused_until ?? null;
  };
  const resend = useResend(notifications, leadId);
  const notify = useNotify();
  // Toasts sit outside the dialog, where a screen reader does not reach while it is open.
  const [said, setSaid] = useState<{ notice: Notice; failed: boolean } | null>(null);

  const sendAgain = (delivery: LeadDelivery) => {
    const what = deliveryName(delivery, words);
    setSaid(null);
    resend.mutate(delivery.id, {
      onSuccess: () => {
        const notice = { ...words.toasts.resent, text: fillIn(words.toasts.resent.text, { what }) };
        setSaid({ notice, failed: false });
        notify(notice);
      },
      onError: (error) => {
        console.error('Resending a notification failed.', error);
        setSaid({ notice: words.toasts.resendFailed, failed: true });
        notify(words.toasts.resendFailed, 'error');
      },
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {words.heading}
      </Typography>
      {deliveries.isPending ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {words.loading}
        </Typography>
      ) : deliveries.isError ? (
        <Alert severity="error">{words.loadFailed}</Alert>
      ) : deliveries.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words.none}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {deliveries.data.map((delivery) => {
            const state = deliveryState(delivery);
            const until = pausedUntil(delivery);
            const name = deliveryName(delivery, words);
            const Icon = delivery.channel === 'email' ? EmailOutlinedIcon : WebhookIcon;
            return (
              <Box
                component="li"
                key={delivery.id}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
              >
                <Icon aria-hidden fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      color: until ? stateColour.retrying : stateColour[state],
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {deliveryStatus(delivery, words, format, until)}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={fillIn(words.resendAriaLabel, { what: name })}
                  // Resend ends a pause: a waiting delivery whose destination is paused may.
                  disabled={(state === 'waiting' && !until) || resend.isPending}
                  onClick={() => sendAgain(delivery)}
                >
                  {words.resendLabel}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {said && (
        <Alert role="status" severity={said.failed ? 'error' : 'success'} sx={{ mt: 1.5 }}>
          <strong>{said.notice.title}</strong> {said.notice.text}
        </Alert>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';
import type { LeadNotifications } from '../../../leads/lead';
import { destinationState } from '../../../leads/notify/destinations';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import type { LeadsTabConfig } from './leads-tab.schema';
import { useFailingDestinations } from './use-lead-notifications';

/**
 * Over the leads, each receiver of notifications that is paused after failing again and
 * again (the mail server, a webhook): since when, until when, the last error, how many
 * notifications wait for it, and what happens when the pause ends. Nothing while none is.
 */
export function PausedDestinations({
  notifications,
  words,
}: {
  notifications: LeadNotifications;
  words: LeadsTabConfig['pausedDestinations'];
}) {
  const format = useStaffFormat();
  const destinations = useFailingDestinations(notifications);
  // A destination counts as paused from its first pause until its next success.
  const paused = (destinations.data ?? []).filter((one) => one.paused_since && one.paused_until);
  if (paused.length === 0) return null;
  // As of the answer: the list is asked for again every 30 s.
  const asOf = new Date(destinations.dataUpdatedAt);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {paused.map((one) => {
        const state = destinationState(one, asOf);
        const values = {
          name: fillIn(one.channel === 'email' ? words.mailServer : words.webhook, {
            destination: one.destination,
          }),
          since: format.received(one.paused_since!),
          // A pause lasts an hour at most: the time of day, to the second, says when.
          until: format.clock(one.paused_until!),
          failures: format.number(one.failures),
          error: one.last_error ?? '',
          waiting: format.number(one.waiting),
        };
        const resuming = state === 'resuming';
        return (
          <DestinationNotice
            key={`${one.channel} ${one.destination}`}
            severity={resuming ? 'info' : 'warning'}
            title={fillIn(resuming ? words.resumingTitle : words.pausedTitle, values)}
            text={fillIn(resuming ? words.resumingText : words.pausedText, values)}
          />
        );
      })}
    </Box>
  );
}

/** One destination's notice, named by its title. */
function DestinationNotice({
  severity,
  title,
  text,
}: {
  severity: 'info' | 'warning';
  title: string;
  text: string;
}) {
  const titleId = useId();
  return (
    <Alert
      role="status"
      aria-labelledby={titleId}
      severity={severity}
      sx={{ overflowWrap: 'anywhere' }}
    >
      <AlertTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {text}
    </Alert>
  );
}

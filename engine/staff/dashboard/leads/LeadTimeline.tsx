import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { IsolatedFillIn } from '../../../ui/bidi-runs';
import type { Lead, LeadEvent, LeadStore } from '../../../leads/lead';
import type { LeadDelivery } from '../../../leads/lead-notifications';
import { useStaffFormat } from '../../tools/use-staff-format';
import { deliveryName } from './LeadDeliveries';
import type { LeadsTabConfig } from './leads-tab.schema';
import { useDeliveries } from './use-lead-notifications';
import { useLeadTimeline } from './use-leads';

interface Entry {
  key: string;
  at: string;
  /** A sentence of the words, and the values to fill in, each kept in its own direction. */
  template: string;
  values: Record<string, string>;
  /** A note's words, shown under its line as they were saved. */
  quote?: string;
}

/** What one follow-up change says: "{person} moved it from {from} to {to}", filled in. */
export function eventEntry(event: LeadEvent, config: LeadsTabConfig): Entry {
  const words = config.dialog.timeline;
  const person = event.person || words.someone;
  const base = { key: event.id, at: event.at };
  switch (event.kind) {
    case 'status': {
      const label = (status: string) =>
        config.statusLabels[status as keyof typeof config.statusLabels] ?? status;
      const { from, to } = event.detail;
      return {
        ...base,
        template: words.statusChanged,
        values: { person, from: label(from), to: label(to) },
      };
    }
    case 'owner':
      return event.detail.to
        ? { ...base, template: words.assigned, values: { person, to: event.detail.to } }
        : { ...base, template: words.unassigned, values: { person, from: event.detail.from } };
    case 'note':
      return event.detail.text
        ? { ...base, template: words.note, values: { person }, quote: event.detail.text }
        : { ...base, template: words.noteCleared, values: { person } };
  }
}

/** The lead's life so far, oldest first: it came in, changes to it, notifications sent. */
export function timelineEntries(
  lead: Lead,
  events: readonly LeadEvent[],
  deliveries: readonly LeadDelivery[],
  config: LeadsTabConfig,
): Entry[] {
  const words = config.dialog.timeline;
  const sent = deliveries.flatMap((delivery) =>
    delivery.status === 'sent' && delivery.sent_at
      ? [
          {
            key: delivery.id,
            at: delivery.sent_at,
            template: words.sent,
            values: { delivery: deliveryName(delivery, config.notifications) },
          },
        ]
      : [],
  );
  const received = {
    key: 'received',
    at: lead.created_at,
    template: words.received,
    values: { page: lead.page },
  };
  return [
    received,
    ...[...events.map((event) => eventEntry(event, config)), ...sent].sort(
      (a, b) => Date.parse(a.at) - Date.parse(b.at),
    ),
  ];
}

interface Props {
  lead: Lead;
  store: LeadStore;
  config: LeadsTabConfig;
}

/** A lead's timeline in its dialog: who did what and when, so a colleague can take over. */
export function LeadTimeline({ lead, store, config }: Props) {
  const headingId = useId();
  const format = useStaffFormat();
  const words = config.dialog.timeline;
  const timeline = useLeadTimeline(store, lead.id);
  const deliveries = useDeliveries(
    lead.status === 'spam' ? undefined : store.notifications,
    lead.id,
  );
  let body: ReactNode;
  if (timeline.isError) body = <Typography color="error">{words.failed}</Typography>;
  else if (!timeline.data) body = <Typography role="status">{words.loading}</Typography>;
  else {
    const entries = timelineEntries(lead, timeline.data, deliveries.data ?? [], config);
    body = (
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.key}
            sx={{
              borderInlineStart: '3px solid',
              borderColor: 'divider',
              paddingInlineStart: 1.5,
              minWidth: 0,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {format.received(entry.at)}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <IsolatedFillIn template={entry.template} values={entry.values} />
            </Typography>
            {entry.quote !== undefined && (
              <Typography
                component="blockquote"
                sx={{
                  m: 0,
                  mt: 0.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {entry.quote}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {words.heading}
      </Typography>
      {body}
    </Box>
  );
}

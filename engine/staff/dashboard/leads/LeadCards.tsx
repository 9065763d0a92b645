import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { fillIn } from '../../../locale/format';
import { formLabel, leadSender } from '../../../leads/lead-format';
import { shownText } from '../../../leads/visitor-text';
import { useStaffFormat } from '../../tools/use-staff-format';
import { EmailLink, OpenLeadButton, PageLink } from './lead-parts';
import type { LeadListProps } from './LeadTable';
import { RowStatus } from './RowStatus';
import { GridList } from '../parts/GridList';

/** Leads as a list of compact cards, on phones: nothing wider than the screen. */
export function LeadCards({ leads, store, config, onOpen, busy }: LeadListProps) {
  const format = useStaffFormat();
  return (
    <GridList label={config.heading ?? config.label} gap={1.5} busy={busy}>
      {leads.map((lead) => {
        const received = format.received(lead.created_at);
        const sender = leadSender(lead, config.anonymous);
        const who = shownText(sender);
        return (
          <Card component="li" key={lead.id} sx={{ p: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontSize: '1.05rem', mr: 'auto', minWidth: 0 }}>
                <OpenLeadButton
                  text={sender}
                  label={fillIn(config.openLabel, { who, received })}
                  isNew={lead.status === 'new'}
                  onOpen={() => onOpen(lead)}
                />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {received}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ minWidth: 0 }}>
              {formLabel(config.formLabels, lead.form)} ·{' '}
              <PageLink page={lead.page} newTabHint={config.newTabHint} />
            </Typography>
            {lead.email && lead.email !== sender && (
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                <EmailLink email={lead.email} />
              </Typography>
            )}
            {lead.owner && (
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                {config.columns.owner}: {lead.owner}
              </Typography>
            )}
            <Box sx={{ mt: 0.5 }}>
              <RowStatus lead={lead} store={store} config={config} />
            </Box>
          </Card>
        );
      })}
    </GridList>
  );
}

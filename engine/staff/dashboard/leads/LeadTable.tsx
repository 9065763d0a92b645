import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Card from '@mui/material/Card';
import { fillIn } from '../../../locale/format';
import type { Lead, LeadStore } from '../../../leads/lead';
import { formLabel, leadSender } from '../../../leads/lead-format';
import { shownText } from '../../../leads/visitor-text';
import { useStaffFormat } from '../../tools/use-staff-format';
import { EmailLink, OpenLeadButton, PageLink } from './lead-parts';
import type { LeadsTabConfig } from './leads-tab.schema';
import { RowStatus } from './RowStatus';

export interface LeadListProps {
  leads: readonly Lead[];
  store: LeadStore;
  config: LeadsTabConfig;
  onOpen: (lead: Lead) => void;
  /** Set while another page or filter is loading. */
  busy: boolean;
}

/** Leads as a table, on wide screens: one row per lead, the name opening it. */
export function LeadTable({ leads, store, config, onOpen, busy }: LeadListProps) {
  const { columns } = config;
  const format = useStaffFormat();
  return (
    <TableContainer component={Card} sx={{ opacity: busy ? 0.6 : 1 }}>
      <Table aria-label={config.heading ?? config.label} aria-busy={busy} size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '10.5rem' }}>{columns.received}</TableCell>
            <TableCell>{columns.form}</TableCell>
            <TableCell>{columns.page}</TableCell>
            <TableCell>{columns.name}</TableCell>
            <TableCell>{columns.email}</TableCell>
            <TableCell>{columns.owner}</TableCell>
            <TableCell sx={{ width: '11rem' }}>{columns.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => {
            const received = format.received(lead.created_at);
            const sender = leadSender(lead, config.anonymous);
            const who = shownText(sender);
            return (
              <TableRow key={lead.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{received}</TableCell>
                <TableCell>{formLabel(config.formLabels, lead.form)}</TableCell>
                <TableCell>
                  <PageLink page={lead.page} newTabHint={config.newTabHint} />
                </TableCell>
                <TableCell>
                  <OpenLeadButton
                    text={sender}
                    label={fillIn(config.openLabel, { who, received })}
                    isNew={lead.status === 'new'}
                    onOpen={() => onOpen(lead)}
                  />
                </TableCell>
                <TableCell>{lead.email && <EmailLink email={lead.email} />}</TableCell>
                <TableCell>{lead.owner}</TableCell>
                <TableCell>
                  <RowStatus lead={lead} store={store} config={config} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLeadStore } from '../../store/admin-store';
import { downloadFile } from '../../tools/download-file';
import { fillIn, todayInDubai } from '../../../locale/format';
import { useNotify } from '../../tools/use-notify';
import type { Lead } from '../../../leads/lead';
import { EmptyState } from '../parts/EmptyState';
import { ListLoadStatus } from '../parts/LoadStatus';
import { Pager } from '../parts/Pager';
import { PanelHeader } from '../parts/PanelHeader';
import { LeadCards } from './LeadCards';
import { collectLeads, leadsCsv, leadsFileName } from '../../../leads/lead-csv';
import { LeadDialog } from './LeadDialog';
import { LeadFilters } from './LeadFilters';
import type { LeadsTabConfig } from './leads-tab.schema';
import { forgetLinkedLead } from './lead-link';
import { LeadTable } from './LeadTable';
import { PausedDestinations } from './PausedDestinations';
import { useNotificationSettings } from './use-lead-notifications';
import { useLinkedLead } from './use-linked-lead';
import {
  filterQuery,
  LEADS_PAGE_SIZE,
  noFilters,
  useLeadOwners,
  useLeadPage,
  type LeadFilters as Filters,
} from './use-leads';

export type { LeadsTabConfig };

const isWide = (theme: Theme) => theme.breakpoints.up('md');

/**
 * Every form visitors have sent, newest first: filtered by form, status and owner, 25 to a page,
 * a table on wide screens and cards on phones. A lead opens in a dialog to follow it up;
 * the leads that match the filters download as a CSV file.
 */
export function LeadsTab({ config }: { config: LeadsTabConfig }) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<Lead | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dashboard renders in the browser only, so the first render can ask the screen.
  const wide = useMediaQuery(isWide, { noSsr: true, defaultMatches: true });
  const notify = useNotify();
  const opened = useLeadStore();
  const store = opened.data;
  const list = useLeadPage(store, filters, page);
  const owners = useLeadOwners(store);
  const settings = useNotificationSettings(store?.notifications);
  const notificationsOff = settings.data && !settings.data.email && !settings.data.webhook;

  const openLead = useCallback((lead: Lead) => {
    setViewing(lead);
    setDialogOpen(true);
  }, []);
  const linkedLeadMissing = useCallback(
    (failed: boolean) =>
      failed
        ? notify({ title: config.label, text: config.loadFailed }, 'error')
        : notify(config.notifications.toasts.notFound, 'error'),
    [notify, config],
  );
  useLinkedLead(store, openLead, linkedLeadMissing);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // A page left empty, when leads it showed moved out of a status filter: show the last one.
  if (list.data && !list.isPlaceholderData && page >= pages) setPage(pages - 1);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(0);
  };
  const filtered = filters.form !== '' || filters.status !== '' || filters.owner !== null;

  const download = useMutation({
    mutationFn: async () => {
      const leads = await collectLeads(store!, filterQuery(filters));
      const csv = leadsCsv(leads, {
        columns: config.columns,
        statusLabels: config.statusLabels,
        formLabels: config.formLabels,
        sourceLabels: config.sourceLabels,
        yes: config.dialog.yes,
        no: config.dialog.no,
        consentVersion: config.dialog.consentVersion,
      });
      downloadFile(
        leadsFileName(config.download.fileName, todayInDubai()),
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      );
    },
    onError: (error) => {
      console.error('Downloading the leads failed.', error);
      notify(config.download.failed, 'error');
    },
  });

  const shown = list.data?.leads ?? [];
  const from = page * LEADS_PAGE_SIZE + 1;
  const listProps = {
    leads: shown,
    store: store!,
    config,
    busy: list.isPlaceholderData,
    onOpen: openLead,
  };

  return (
    <Box>
      <PanelHeader heading={config.heading}>
        <Button
          variant="outlined"
          startIcon={
            download.isPending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />
          }
          onClick={() => download.mutate()}
          disabled={!store || total === 0 || download.isPending}
        >
          {download.isPending ? config.download.preparing : config.download.label}
        </Button>
      </PanelHeader>
      {notificationsOff && (
        <Alert role="note" severity="info" sx={{ mb: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{config.notificationsOff.title}</AlertTitle>
          {config.notificationsOff.text}
        </Alert>
      )}
      {store?.notifications && (
        <PausedDestinations notifications={store.notifications} words={config.pausedDestinations} />
      )}
      <LeadFilters
        config={config}
        forms={list.data?.forms ?? []}
        owners={owners.data ?? []}
        value={filters}
        onChange={changeFilters}
      />
      <ListLoadStatus store={opened} list={list} copy={config}>
        <Box role="status" sx={{ mb: 1.5 }}>
          {shown.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {fillIn(config.resultCount, {
                from,
                to: from + shown.length - 1,
                total,
              })}
            </Typography>
          ) : (
            <EmptyState text={filtered ? config.noMatches : config.empty} />
          )}
        </Box>
        {shown.length === 0 && filtered && (
          <Button onClick={() => changeFilters(noFilters)}>{config.clearFiltersLabel}</Button>
        )}
        {shown.length > 0 && (wide ? <LeadTable {...listProps} /> : <LeadCards {...listProps} />)}
        {total > LEADS_PAGE_SIZE && (
          <Pager
            count={total}
            pageSize={LEADS_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            labels={config.pagination}
          />
        )}
      </ListLoadStatus>
      {store && (
        <LeadDialog
          lead={viewing}
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            forgetLinkedLead();
          }}
          store={store}
          config={config}
        />
      )}
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { useAdminStore, usePreviewStore } from '../../store/admin-store';
import { fillIn } from '../../../locale/format';
import { useLocale, useSite } from '../../../ui/site-context';
import { serviceWordsIn } from '../../../services/service-words-in';
import { familyName } from '../../../services/service-path';
import { serviceContentKey } from '../../../data/query-client';
import { EmptyState } from '../parts/EmptyState';
import { ListLoadStatus } from '../parts/LoadStatus';
import { Pager } from '../parts/Pager';
import { PanelHeader } from '../parts/PanelHeader';
import { matchesSearch, SearchField } from '../parts/SearchField';
import { editedRecord, serviceVersionFields } from '../../../services/service-drafts';
import { usePublishService } from './use-publish-service';
import { AddServiceDialog } from './AddServiceDialog';
import { EditServiceDialog } from './EditServiceDialog';
import { RecordDialogs } from '../collections/RecordDialogs';
import { useRecordDialog } from './use-record-dialog';
import { ServiceCard } from './ServiceCard';
import type { servicesTabSchema } from './services-tab.schema';
import { GridList } from '../parts/GridList';

export type ServicesTabConfig = FromSchema<typeof servicesTabSchema>;

/** Services per page on a phone, where each takes a compact row. */
export const SERVICES_PAGE_SIZE = 10;

const isWide = (theme: Theme) => theme.breakpoints.up('sm');

/**
 * The service content records as staff last saved them: search, cards (on a phone,
 * compact rows a page at a time) each with its state, an Edit dialog and, for saved
 * changes, a Publish button; and the Add New Service dialog.
 */
export function ServicesTab({ config }: { config: ServicesTabConfig }) {
  const site = useSite();
  const { locale } = useLocale();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  // The record being edited, and the one whose History is open.
  const editing = useRecordDialog();
  const viewing = useRecordDialog();
  const scheduling = useRecordDialog();
  const sharing = useRecordDialog();
  const previews = usePreviewStore().data ?? null;
  // The dashboard renders in the browser only, so the first render can ask the screen.
  const wide = useMediaQuery(isWide, { noSsr: true, defaultMatches: true });
  const opened = useAdminStore();
  const store = opened.data;
  const { publish, publishing } = usePublishService(store, config.publishing.toasts);
  const services = useQuery({
    queryKey: serviceContentKey,
    queryFn: () => store!.entries(),
    enabled: store !== undefined,
  });
  const all = services.data ?? [];
  const found = all.filter((entry) => {
    const service = editedRecord(entry);
    return matchesSearch(
      query,
      service.name,
      serviceWordsIn(service, locale.code).name,
      service.slug,
      service.parent,
      familyName(site, service.parent),
    );
  });
  const pages = Math.max(1, Math.ceil(found.length / SERVICES_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const shown = wide
    ? found
    : found.slice(shownPage * SERVICES_PAGE_SIZE, (shownPage + 1) * SERVICES_PAGE_SIZE);
  const search = (next: string) => {
    setQuery(next);
    setPage(0);
  };

  return (
    <Box>
      <PanelHeader heading={config.heading}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={!store}
        >
          {config.addService.buttonLabel}
        </Button>
      </PanelHeader>
      <SearchField labels={config.search} value={query} onChange={search} />
      <ListLoadStatus store={opened} list={services} copy={config}>
        <Box role="status" sx={{ mb: 1.5 }}>
          {shown.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {fillIn(config.resultCount, { shown: found.length, total: all.length })}
            </Typography>
          ) : (
            <EmptyState text={query.trim() ? config.search.noMatches : config.empty} />
          )}
        </Box>
        {shown.length > 0 && (
          <GridList
            label={config.heading ?? config.label}
            gap={{ xs: 1, sm: 2 }}
            columns={{
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            }}
          >
            {shown.map((entry) => (
              <li key={entry.slug}>
                <ServiceCard
                  entry={entry}
                  labels={config.card}
                  status={config.publishing}
                  edit={config.editService}
                  onEdit={store ? editing.open : undefined}
                  onPublish={store ? publish : undefined}
                  history={config.history}
                  onHistory={store ? viewing.open : undefined}
                  scheduling={config.scheduling}
                  onSchedule={store ? scheduling.open : undefined}
                  previewing={config.previews}
                  onPreview={previews ? sharing.open : undefined}
                  publishing={publishing === entry.slug}
                  compact={!wide}
                />
              </li>
            ))}
          </GridList>
        )}
        {!wide && found.length > SERVICES_PAGE_SIZE && (
          <Pager
            count={found.length}
            pageSize={SERVICES_PAGE_SIZE}
            page={shownPage}
            onPageChange={setPage}
            labels={config.pagination}
          />
        )}
      </ListLoadStatus>
      {store && (
        <AddServiceDialog
          config={config.addService}
          store={store}
          open={adding}
          onClose={() => setAdding(false)}
        />
      )}
      <RecordDialogs
        store={store}
        previews={previews}
        collection="services"
        queryKey={serviceContentKey}
        words={config}
        fieldWords={config.addService}
        fields={serviceVersionFields}
        nameOf={(service) => serviceWordsIn(service, locale.code).name}
        history={viewing}
        scheduling={scheduling}
        sharing={sharing}
      />
      {/* Unmounted once closed: a closed Edit dialog left mounted kept the next record
          dialog (Schedule, Preview links) from closing until the page was reloaded. */}
      {store && editing.shown?.open && (
        <EditServiceDialog
          key={editing.shown.count}
          config={config.editService}
          words={config.addService}
          discardWords={config.discarding}
          store={store}
          entry={editing.shown.entry}
          open={editing.shown.open}
          onClose={editing.close}
        />
      )}
    </Box>
  );
}

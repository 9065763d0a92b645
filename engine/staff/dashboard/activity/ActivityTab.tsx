import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ActivityEntry } from '../../../activity/activity';
import { fillIn } from '../../../locale/format';
import { useActivityStore } from '../../store/admin-store';
import { useStaffFormat } from '../../tools/use-staff-format';
import { EmptyState } from '../parts/EmptyState';
import { ListLoadStatus } from '../parts/LoadStatus';
import { PanelHeader } from '../parts/PanelHeader';
import { actionText, choices, recordKey, recordText } from './activity-lines';
import type { ActivityTabConfig } from './activity-tab.schema';

export type { ActivityTabConfig };

/** How many of the newest actions the tab reads; `sitectl audit` lists more. */
export const ACTIVITY_SHOWN = 500;

/**
 * Who did what, newest first: staff signing in and out, drafts, publishing, restores,
 * imports and lead changes, as the database recorded them with each action. Filtered by
 * person and by record; a lead's entry links to the lead.
 */
export function ActivityTab({ config }: { config: ActivityTabConfig }) {
  const opened = useActivityStore();
  const store = opened.data;
  const list = useQuery({
    queryKey: ['activity'],
    queryFn: () => store!.list({ limit: ACTIVITY_SHOWN }),
    enabled: store !== undefined,
  });
  const [person, setPerson] = useState('');
  const [record, setRecord] = useState('');
  const entries = list.data ?? [];
  // The store had more than the tab reads: the count says so, and where to find the rest.
  const capped = entries.length >= ACTIVITY_SHOWN;
  const shown = entries.filter(
    (entry) => (!person || entry.person === person) && (!record || recordKey(entry) === record),
  );

  return (
    <Box>
      <PanelHeader heading={config.heading}>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void list.refetch()}
          disabled={!store || list.isFetching}
        >
          {config.refreshLabel}
        </Button>
      </PanelHeader>
      <ActivityFilters
        config={config}
        entries={entries}
        person={person}
        record={record}
        onPerson={setPerson}
        onRecord={setRecord}
      />
      <ListLoadStatus store={opened} list={list} copy={config}>
        <Box role="status" sx={{ mb: 1.5 }}>
          {shown.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {capped
                ? fillIn(config.capped, { count: ACTIVITY_SHOWN })
                : fillIn(config.resultCount, { count: shown.length })}
            </Typography>
          ) : (
            <EmptyState text={entries.length > 0 ? config.noMatches : config.empty} />
          )}
        </Box>
        {shown.length > 0 && <ActivityList entries={shown} config={config} />}
      </ListLoadStatus>
    </Box>
  );
}

function ActivityFilters({
  config,
  entries,
  person,
  record,
  onPerson,
  onRecord,
}: {
  config: ActivityTabConfig;
  entries: readonly ActivityEntry[];
  person: string;
  record: string;
  onPerson: (person: string) => void;
  onRecord: (record: string) => void;
}) {
  const id = useId();
  const { filters } = config;
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      role="group"
      aria-label={config.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 16rem) minmax(0, 22rem)' },
        mb: 2,
      }}
    >
      <TextField
        select
        id={`${id}-person`}
        label={filters.person}
        value={person}
        onChange={(event) => onPerson(event.target.value)}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={select}
      >
        <option value="">{filters.everyone}</option>
        {choices(entries, (entry) => entry.person).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id={`${id}-record`}
        label={filters.record}
        value={record}
        onChange={(event) => onRecord(event.target.value)}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={select}
      >
        <option value="">{filters.everything}</option>
        {choices(entries, recordKey).map((key) => (
          <option key={key} value={key}>
            {recordText(key, config)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

/** The entries, one line each: when, who, what, and on what. */
function ActivityList({
  entries,
  config,
}: {
  entries: readonly ActivityEntry[];
  config: ActivityTabConfig;
}) {
  const format = useStaffFormat();
  return (
    <Paper variant="outlined" component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const key = recordKey(entry);
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '9rem 12rem minmax(0, 1fr) 16rem' },
              columnGap: 2,
              rowGap: 0.25,
              px: 2,
              py: 1.25,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.at}>{format.dayAndTime(entry.at)}</time>
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{entry.person || config.unknownPerson}</bdi>
            </Typography>
            <Typography variant="body2">{actionText(entry, config, format.dayAndTime)}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.collection === 'leads' && entry.subject ? (
                <Link
                  href={`?lead=${encodeURIComponent(entry.subject)}`}
                  aria-label={fillIn(config.subjects.openLead, { id: entry.subject.slice(0, 8) })}
                >
                  {recordText(key, config)}
                </Link>
              ) : (
                key && <bdi>{recordText(key, config)}</bdi>
              )}
            </Typography>
          </Box>
        );
      })}
    </Paper>
  );
}

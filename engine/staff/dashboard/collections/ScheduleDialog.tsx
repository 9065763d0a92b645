import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState } from 'react';
import { fillIn } from '../../../locale/format';
import { siteTimeToIso } from '../../../locale/site-time';
import {
  EditConflictError,
  scheduleOf,
  type RecordDraftStore,
  type RecordEntry,
  type ScheduleAction,
} from '../../../collections/record-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import type { scheduleWordsSchema } from './schedule-words.schema';
import { conflictWords } from './use-publish-record';

export type ScheduleWords = Required<FromSchema<typeof scheduleWordsSchema>>;

/** A record of any collection, as its schedules know it. */
type Entry = RecordEntry<unknown, unknown>;

interface Props {
  words: ScheduleWords;
  store: Pick<
    RecordDraftStore<unknown, { slug: string }>,
    'schedule' | 'cancelSchedule' | 'unpublish'
  >;
  entry: Entry;
  /** The record's name, as the heading and the toasts say it. */
  name: string;
  /** The collection's list, asked for anew after a change. */
  queryKey: readonly unknown[];
  open: boolean;
  onClose: () => void;
}

/** A change of a schedule: one made for a time, one cancelled, or the record taken off now. */
type ScheduleChange =
  | { action: ScheduleAction; runAt: string }
  | { action: ScheduleAction; cancel: true }
  | { action: 'unpublish'; now: true };

/**
 * A record's schedules, for any collection: its saved changes published at a time, and the
 * record taken off the site at a time (or now, once confirmed), each in Dubai time, each
 * cancelled again. The server's worker runs them, once, within seconds of their time.
 */
export function ScheduleDialog({ words, store, entry, name, queryKey, open, onClose }: Props) {
  const titleId = `${useId()}-title`;
  const change = useScheduleChange({ store, entry, name, queryKey }, words, onClose);
  const part = (action: ScheduleAction) => (
    <SchedulePart
      key={action}
      action={action}
      entry={entry}
      name={name}
      words={words}
      busy={change.isPending}
      onChange={(next) => change.mutate(next)}
    />
  );
  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId}>
      <DialogForm
        titleId={titleId}
        title={fillIn(words.buttonName, { name })}
        onSubmit={(event) => event.preventDefault()}
        footer={
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{words.closeLabel}</Button>
          </DialogActions>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {words.intro}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {part('publish')}
          {part('unpublish')}
        </Box>
      </DialogForm>
    </DashboardDialog>
  );
}

/** One kind of schedule: what is scheduled, with Cancel; or a time and Schedule. */
function SchedulePart({
  action,
  entry,
  name,
  words,
  busy,
  onChange,
}: {
  action: ScheduleAction;
  entry: Entry;
  name: string;
  words: ScheduleWords;
  busy: boolean;
  onChange: (change: ScheduleChange) => void;
}) {
  const id = useId();
  const format = useStaffFormat();
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState('');
  const [confirmingNow, setConfirmingNow] = useState(false);
  const scheduled = scheduleOf(entry, action);
  const possible = action === 'publish' ? entry.draft !== null : entry.published !== null;
  const headingId = `${id}-heading`;

  const submit = () => {
    const runAt = siteTimeToIso(time);
    if (!runAt) return setProblem(words.timeMissing);
    if (Date.parse(runAt) <= Date.now()) return setProblem(words.timePast);
    setProblem('');
    onChange({ action, runAt });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {action === 'publish' ? words.publishHeading : words.unpublishHeading}
      </Typography>
      {action === 'unpublish' && possible && (
        <Typography variant="body2" color="text.secondary">
          {words.unpublishHint}
        </Typography>
      )}
      {scheduled ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">
            {fillIn(action === 'publish' ? words.scheduledPublish : words.scheduledUnpublish, {
              when: format.dayAndTime(scheduled.run_at),
              // Isolated, so a name in another script reads in its own direction.
              by: `\u2068${scheduled.scheduled_by || '—'}\u2069`,
            })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => onChange({ action, cancel: true })}
          >
            {words.cancelLabel}
          </Button>
        </Box>
      ) : possible ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          <TextField
            id={`${id}-time`}
            type="datetime-local"
            label={words.timeLabel}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={problem !== ''}
            helperText={problem || undefined}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <Button variant="contained" disabled={busy} onClick={submit} sx={{ mt: 0.25 }}>
            {words.scheduleLabel}
          </Button>
          {action === 'unpublish' && !confirmingNow && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setConfirmingNow(true)}
              sx={{ mt: 0.25 }}
            >
              {words.unpublishNowLabel}
            </Button>
          )}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {action === 'publish' ? words.nothingToPublish : words.notPublished}
        </Typography>
      )}
      {action === 'unpublish' && possible && confirmingNow && (
        <Box
          role="group"
          aria-label={words.unpublishNowLabel}
          sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <Typography variant="body2">{fillIn(words.unpublishNowConfirm, { name })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="error"
              disabled={busy}
              onClick={() => onChange({ action: 'unpublish', now: true })}
            >
              {words.unpublishNowYes}
            </Button>
            <Button disabled={busy} onClick={() => setConfirmingNow(false)}>
              {words.keepLabel}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The toast for a change that was made. */
function doneNotice(change: ScheduleChange, toasts: ScheduleWords['toasts']) {
  if ('now' in change) return toasts.unpublished!;
  return 'cancel' in change ? toasts.cancelled! : toasts.scheduled!;
}

/** Saves or cancels a schedule: toasts, lists the record anew and closes. */
function useScheduleChange(
  { store, entry, name, queryKey }: Pick<Props, 'store' | 'entry' | 'name' | 'queryKey'>,
  words: ScheduleWords,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const about = (notice: Notice, more: Record<string, string> = {}) => {
    const filled = { name, slug: entry.slug, ...more };
    return { title: fillIn(notice.title, filled), text: fillIn(notice.text, filled) };
  };
  const { toasts } = words;
  return useMutation({
    mutationFn: (change: ScheduleChange) => {
      if ('now' in change) return store.unpublish(entry.slug, entry.revision);
      if ('cancel' in change)
        return store.cancelSchedule(entry.slug, change.action, entry.revision);
      return store.schedule(entry.slug, change.action, change.runAt, entry.revision);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: (_entry, change) => {
      onClose();
      const when = 'runAt' in change ? format.dayAndTime(change.runAt) : '';
      notify(about(doneNotice(change, toasts), { when }));
    },
    onError: (error) => {
      if (error instanceof EditConflictError) {
        notify(about(toasts.conflict!, conflictWords(error, format)), 'error');
        return;
      }
      console.error('Changing the schedule failed.', error);
      notify(about(toasts.failed!), 'error');
    },
  });
}

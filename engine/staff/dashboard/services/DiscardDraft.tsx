import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { serviceContentKey } from '../../../data/query-client';
import { fillIn } from '../../../locale/format';
import {
  EditConflictError,
  editedRecord,
  type ServiceEntry,
} from '../../../services/service-drafts';
import type { ServiceContentStore } from '../../../services/service-store';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import type { editServiceSchema } from './services-tab.schema';
import { conflictWords } from './use-publish-service';

/**
 * Whether a record's saved changes may be thrown away: it has some, and it is published or
 * never was (a record taken off the site keeps its draft, all that is left of it).
 */
export const canDiscard = (entry: ServiceEntry) =>
  entry.draft !== null && (entry.published !== null || entry.versions === 0);

/**
 * The Edit dialog's Discard Saved Changes: asks first (saying when the record goes with
 * its draft), then throws the draft away, toasts and closes the dialog. A failure is said
 * in the dialog through `onFailure`, as a failed save is.
 */
export function DiscardDraft({
  config,
  store,
  entry,
  onDone,
  onFailure,
}: {
  /** The Edit dialog's words. */
  config: FromSchema<typeof editServiceSchema>;
  store: ServiceContentStore;
  entry: ServiceEntry;
  onDone: () => void;
  onFailure: (notice: Notice) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const neverPublished = entry.published === null;
  const words = { name: editedRecord(entry).name, slug: entry.slug };
  const about = (notice: Notice, more: Record<string, string> = {}): Notice => ({
    title: fillIn(notice.title, { ...words, ...more }),
    text: fillIn(notice.text, { ...words, ...more }),
  });
  const { toasts } = config;

  const discard = useMutation({
    mutationFn: () => store.discardDraft(entry.slug, entry.revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceContentKey }),
    onSuccess: () => {
      onDone();
      notify(about(neverPublished ? toasts.discardedNew! : toasts.discarded!));
    },
    onError: (error) => {
      const notice =
        error instanceof EditConflictError
          ? about(toasts.discardConflict!, conflictWords(error, format))
          : about(toasts.discardFailed!);
      if (!(error instanceof EditConflictError)) console.error('Discarding failed.', error);
      setConfirming(false);
      onFailure(notice);
      notify(notice, 'error');
    },
  });

  if (!confirming) {
    return (
      <Button color="error" onClick={() => setConfirming(true)}>
        {config.discardLabel}
      </Button>
    );
  }
  return (
    <Box role="group" aria-label={config.discardLabel} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">
        {fillIn(neverPublished ? config.discardNewConfirm! : config.discardConfirm!, words)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="error"
          disabled={discard.isPending}
          onClick={() => discard.mutate()}
        >
          {config.discardYes}
        </Button>
        <Button disabled={discard.isPending} onClick={() => setConfirming(false)}>
          {config.discardKeep}
        </Button>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { fillIn } from '../../../locale/format';
import {
  EditConflictError,
  type RecordDraftStore,
  type RecordEntry,
} from '../../../collections/record-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import type { discardWordsSchema } from './discard-words.schema';
import { conflictWords } from './use-publish-record';

/** The words of Discard Saved Changes (a collection's tab's `discarding`). */
export type DiscardWords = Required<FromSchema<typeof discardWordsSchema>>;

/**
 * Whether a record's saved changes may be thrown away: it has some, and it is published or
 * never was (a record taken off the site keeps its draft, all that is left of it).
 */
export const canDiscard = (entry: RecordEntry<unknown, unknown>) =>
  entry.draft !== null && (entry.published !== null || entry.versions === 0);

/**
 * An Edit dialog's Discard Saved Changes: asks first (saying when the record goes with its
 * draft), then throws the draft away, toasts and closes the dialog. A failure is said in
 * the dialog through `onFailure`, as a failed save is.
 */
export function DiscardDraft<Published extends Draft, Draft extends { slug: string }>({
  words,
  store,
  entry,
  name,
  queryKey,
  onDone,
  onFailure,
}: {
  words: DiscardWords;
  store: RecordDraftStore<Published, Draft>;
  entry: RecordEntry<Published, Draft>;
  /** The record's name in the dashboard's language. */
  name: string;
  /** Where the collection's list is kept, asked for again either way. */
  queryKey: readonly unknown[];
  onDone: () => void;
  onFailure: (notice: Notice) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const neverPublished = entry.published === null;
  const names = { name, slug: entry.slug };
  const about = (notice: Notice, more: Record<string, string> = {}): Notice => ({
    title: fillIn(notice.title, { ...names, ...more }),
    text: fillIn(notice.text, { ...names, ...more }),
  });
  const { toasts } = words;

  const discard = useMutation({
    mutationFn: () => store.discardDraft(entry.slug, entry.revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: () => {
      onDone();
      notify(about(neverPublished ? toasts.discardedNew! : toasts.discarded!));
    },
    onError: (error) => {
      const notice =
        error instanceof EditConflictError
          ? about(toasts.conflict!, conflictWords(error, format))
          : about(toasts.failed!);
      if (!(error instanceof EditConflictError)) console.error('Discarding failed.', error);
      setConfirming(false);
      onFailure(notice);
      notify(notice, 'error');
    },
  });

  if (!confirming) {
    return (
      <Button color="error" onClick={() => setConfirming(true)}>
        {words.buttonLabel}
      </Button>
    );
  }
  return (
    <Box role="group" aria-label={words.buttonLabel} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">
        {fillIn(neverPublished ? words.newConfirm : words.confirm, names)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="error"
          disabled={discard.isPending}
          onClick={() => discard.mutate()}
        >
          {words.yes}
        </Button>
        <Button disabled={discard.isPending} onClick={() => setConfirming(false)}>
          {words.keep}
        </Button>
      </Box>
    </Box>
  );
}

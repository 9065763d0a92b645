import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldGrid, FormFields } from '../../../forms/FormFields';
import type { FormValues } from '../../../forms/form-types';
import type { WidgetProps } from '../../../forms/widgets/widget-props';
import { translatedGrid } from '../parts/translated-grid';
import { fillIn } from '../../../locale/format';
import {
  EditConflictError,
  RecordNotFoundError,
  SlugTakenError,
  type RecordDraftStore,
  type RecordEntry,
} from '../../../collections/record-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import { DialogFooter } from '../parts/DialogFooter';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import { PictureField } from '../pictures/PictureField';
import { canDiscard, DiscardDraft, type DiscardWords } from './DiscardDraft';
import { conflictWords } from './use-publish-record';
import { useRecordForm, type FormCollection, type RecordFormWords } from './use-record-form';

/** The collection's picture field drawn with its upload and preview. */
const pictureOf = (collection: FormCollection, values: FormValues) => {
  const { picture } = collection;
  if (!picture) return undefined;
  return {
    [picture.url]: (props: WidgetProps) => (
      <PictureField {...props} alt={String(values[picture.alt] ?? '')} />
    ),
  };
};

/** The words of a record dialog: new or edit ({name} is the record's, {slug} its slug). */
export interface RecordDialogWords {
  title: string;
  description?: string;
  submitLabel: string;
  cancelLabel: string;
  toasts: {
    saved: Notice;
    slugTaken: Notice;
    conflict: Notice;
    gone: Notice;
    failed: Notice;
  };
}

interface Props<Published extends Draft, Draft extends { slug: string }> {
  collection: FormCollection & { nameOf(record: Readonly<Record<string, unknown>>): string };
  /** Where the collection's list is kept, asked for again after each save. */
  queryKey: readonly unknown[];
  words: RecordDialogWords;
  form: RecordFormWords;
  store: RecordDraftStore<Published, Draft>;
  /** The record as listed when its Edit button was pressed; none for a new record. */
  entry?: RecordEntry<Published, Draft>;
  /** The record's name in the dashboard's language, for the heading; its own by default. */
  name?: string;
  /** Discard Saved Changes' words: an edit of a record with saved changes offers it. */
  discardWords?: DiscardWords;
  open: boolean;
  onClose: () => void;
}

/**
 * The dialog that writes a record of a collection, its fields made from the collection's
 * schema: a new record, or an edit of one as last saved (its draft, or what is published),
 * the slug fixed. Saving stores a draft of both languages together, which visitors see once
 * it is published. A slug taken shows on the slug field; an edit begun before someone else
 * changed the record is refused, naming them; a failure is said in the dialog, which keeps
 * what was typed. Saved changes may be discarded from an edit too (DiscardDraft).
 */
export function RecordDialog<Published extends Draft, Draft extends { slug: string }>({
  collection,
  queryKey,
  words,
  form,
  store,
  entry,
  name,
  discardWords,
  open,
  onClose,
}: Props<Published, Draft>) {
  const record = entry ? (entry.draft ?? entry.published ?? undefined) : undefined;
  const shownName = record && (name ?? collection.nameOf(record));
  const state = useRecordForm(collection, form, record);
  const format = useStaffFormat();
  const [failure, setFailure] = useState<Notice | null>(null);
  const titleId = `${useId()}-title`;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const about = (typed: Readonly<Record<string, unknown>>, notice: Notice, more = {}): Notice => {
    const names = { name: collection.nameOf(typed), slug: String(typed['slug'] ?? ''), ...more };
    return { title: fillIn(notice.title, names), text: fillIn(notice.text, names) };
  };

  const save = useMutation({
    mutationFn: (typed: Draft) => store.saveDraft(typed, entry ? entry.revision : null),
    onSuccess: (_saved, typed) => {
      void queryClient.invalidateQueries({ queryKey });
      onClose();
      notify(about(typed, words.toasts.saved));
    },
    onError: (error, typed) => {
      if (error instanceof SlugTakenError) {
        state.form.showErrors({ slug: about(typed, words.toasts.slugTaken).text });
      }
      const notice =
        error instanceof EditConflictError
          ? about(typed, words.toasts.conflict, conflictWords(error, format))
          : about(
              typed,
              error instanceof SlugTakenError
                ? words.toasts.slugTaken
                : error instanceof RecordNotFoundError
                  ? words.toasts.gone
                  : words.toasts.failed,
            );
      if (error instanceof EditConflictError || error instanceof RecordNotFoundError) {
        // The list shows the record as it is now; the dialog keeps what was typed, to copy.
        void queryClient.invalidateQueries({ queryKey });
      } else if (!(error instanceof SlugTakenError)) {
        console.error('Saving the record failed.', error);
      }
      // Said in the dialog too: the toasts sit outside it, where a screen reader does not
      // reach while it is open.
      setFailure(notice);
      notify(notice, 'error');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const typed = state.read();
    // What the collection's schema accepted (read() checks it) is one of its records.
    if (typed) save.mutate(typed as Draft);
  };

  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId} maxWidth="md">
      <DialogForm
        titleId={titleId}
        title={shownName ? fillIn(words.title, { name: shownName }) : words.title}
        onSubmit={submit}
        footer={
          <DialogFooter
            failure={failure}
            cancelLabel={words.cancelLabel}
            submitLabel={words.submitLabel}
            busy={save.isPending}
            onCancel={onClose}
            start={
              entry &&
              discardWords &&
              canDiscard(entry) && (
                <DiscardDraft
                  words={discardWords}
                  store={store}
                  entry={entry}
                  name={shownName ?? entry.slug}
                  queryKey={queryKey}
                  onDone={onClose}
                  onFailure={setFailure}
                />
              )
            }
          />
        }
      >
        {words.description && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {words.description}
          </Typography>
        )}
        <Box sx={fieldGrid}>
          <FormFields
            form={state.form}
            readOnly={record ? ['slug'] : undefined}
            render={pictureOf(collection, state.form.values)}
          />
        </Box>
        {form.translation && (
          <Box component="section" sx={{ mt: 4 }}>
            <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
              {form.translation.heading}
            </Typography>
            <Box sx={translatedGrid}>
              <FormFields form={state.translationForm} />
            </Box>
          </Box>
        )}
      </DialogForm>
    </DashboardDialog>
  );
}

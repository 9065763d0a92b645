import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillIn } from '../../../locale/format';
import {
  EditConflictError,
  editedRecord,
  type RecordDraftStore,
  type RecordEntry,
} from '../../../collections/record-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat, type StaffFormat } from '../../tools/use-staff-format';

/**
 * What the toasts say after publishing ({name}, {slug}, {page}: its page in the dashboard's
 * language; {by} and {at} for a conflict).
 */
export interface PublishToasts {
  published: Notice;
  conflict: Notice;
  failed: Notice;
}

/** Who changed a record and when, as a conflict's toast says them ({by}, {at}). */
export const conflictWords = (error: EditConflictError, format: StaffFormat) => ({
  // Isolated, so a name in another script reads in its own direction.
  by: `\u2068${error.change.changed_by || '—'}\u2069`,
  at: error.change.changed_at ? format.dayAndTime(error.change.changed_at) : '—',
});

/**
 * Publishes a record's saved changes, as listed: refused when someone changed it since
 * the list loaded (the toast names them), and the list (`queryKey`) asked for anew either
 * way. `nameOf` names a record in the toasts, `pageOf` gives its page's address.
 */
export function usePublishRecord<Published extends Draft, Draft extends { slug: string }>(
  store: RecordDraftStore<Published, Draft> | undefined,
  toasts: PublishToasts,
  {
    queryKey,
    nameOf,
    pageOf,
  }: {
    queryKey: readonly unknown[];
    nameOf: (record: Draft) => string;
    pageOf: (record: Draft) => string;
  },
) {
  type Entry = RecordEntry<Published, Draft>;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const about = (entry: Entry, notice: Notice, more: Record<string, string> = {}) => {
    const record = editedRecord(entry);
    const words = { name: nameOf(record), slug: entry.slug, page: pageOf(record), ...more };
    return { title: fillIn(notice.title, words), text: fillIn(notice.text, words) };
  };
  const publish = useMutation({
    mutationFn: (entry: Entry) => store!.publish(entry.slug, entry.revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: (published) => notify(about(published, toasts.published)),
    onError: (error, entry) => {
      if (error instanceof EditConflictError) {
        notify(about(entry, toasts.conflict, conflictWords(error, format)), 'error');
        return;
      }
      console.error('Publishing failed.', error);
      notify(about(entry, toasts.failed), 'error');
    },
  });
  return {
    publish: (entry: Entry) => publish.mutate(entry),
    /** The record being published, whose button waits meanwhile. */
    publishing: publish.isPending ? publish.variables.slug : undefined,
  };
}

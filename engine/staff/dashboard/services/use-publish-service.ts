import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceContentKey } from '../../../data/query-client';
import { fillIn } from '../../../locale/format';
import type { ServiceContentStore } from '../../../services/service-store';
import {
  EditConflictError,
  editedRecord,
  type ServiceEntry,
} from '../../../services/service-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat, type StaffFormat } from '../../tools/use-staff-format';

/** What the toasts say after publishing (the services tab's `publishing.toasts`). */
export interface PublishToasts {
  published: Notice;
  conflict: Notice;
  failed: Notice;
}

/**
 * Publishes a record's saved changes, as listed: refused when someone changed it since
 * the list loaded (the toast names them), and the list shown anew either way.
 */
export function usePublishService(store: ServiceContentStore | undefined, toasts: PublishToasts) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const publish = useMutation({
    mutationFn: (entry: ServiceEntry) => store!.publish(entry.slug, entry.revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceContentKey }),
    onSuccess: (published) => notify(toastAbout(published, toasts.published)),
    onError: (error, entry) => {
      if (error instanceof EditConflictError) {
        notify(toastAbout(entry, toasts.conflict, conflictWords(error, format)), 'error');
        return;
      }
      console.error('Publishing the service failed.', error);
      notify(toastAbout(entry, toasts.failed), 'error');
    },
  });
  return {
    publish: (entry: ServiceEntry) => publish.mutate(entry),
    /** The record being published, whose button waits meanwhile. */
    publishing: publish.isPending ? publish.variables.slug : undefined,
  };
}

/** Who changed a record and when, as a conflict's toast says them ({by}, {at}). */
export const conflictWords = (error: EditConflictError, format: StaffFormat) => ({
  // Isolated, so a name in another script reads in its own direction.
  by: `\u2068${error.change.changed_by || '—'}\u2069`,
  at: error.change.changed_at ? format.dayAndTime(error.change.changed_at) : '—',
});

function toastAbout(entry: ServiceEntry, notice: Notice, more: Record<string, string> = {}) {
  const words = { name: editedRecord(entry).name, slug: entry.slug, ...more };
  return { title: fillIn(notice.title, words), text: fillIn(notice.text, words) };
}

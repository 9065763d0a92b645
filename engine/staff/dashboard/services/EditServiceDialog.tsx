import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState, type FormEvent } from 'react';
import { fillIn } from '../../../locale/format';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import { serviceContentKey } from '../../../data/query-client';
import { ServiceNotFoundError, type ServiceContentInput } from '../../../services/service-content';
import type { ServiceContentStore } from '../../../services/service-store';
import {
  EditConflictError,
  editedRecord,
  type ServiceEntry,
} from '../../../services/service-drafts';
import type { editServiceSchema } from './services-tab.schema';
import { ServiceFormBody } from './ServiceFormBody';
import { useServiceForm, type ServiceFormWords } from './use-service-form';
import { useRecordPages } from './record-pages';
import { conflictWords } from './use-publish-service';
import { serviceWordsIn } from '../../../services/service-words-in';
import { useLocale } from '../../../ui/site-context';
import { DialogFooter } from '../parts/DialogFooter';
import { canDiscard, DiscardDraft, type DiscardWords } from '../collections/DiscardDraft';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';

export type EditServiceConfig = FromSchema<typeof editServiceSchema>;

interface Props {
  config: EditServiceConfig;
  /** The fields' words, the Add New Service dialog's. */
  words: ServiceFormWords;
  /** Discard Saved Changes' words (the tab's `discarding`). */
  discardWords: DiscardWords;
  store: ServiceContentStore;
  /** The record as it was listed when its Edit button was pressed. */
  entry: ServiceEntry;
  open: boolean;
  onClose: () => void;
}

/**
 * The Edit dialog of a service record: the Add New Service form filled in from the record
 * as last saved (its draft, or what is published) and its translation, the slug fixed.
 * Saving stores a draft of both languages together, which visitors see once it is
 * published; an edit begun before someone else changed the record is refused, naming
 * them. A failure is said in the dialog, which keeps what was typed. Saved changes may
 * be discarded from here too (DiscardDraft).
 */
export function EditServiceDialog({
  config,
  words,
  discardWords,
  store,
  entry,
  open,
  onClose,
}: Props) {
  const service = editedRecord(entry);
  const { code } = useLocale().locale;
  // Named as the dashboard's language names it, where the record has a translation.
  const name = serviceWordsIn(service, code).name;
  const form = useServiceForm(words, { record: service, slugHelperText: config.slugHelperText });
  const format = useStaffFormat();
  const [failure, setFailure] = useState<Notice | null>(null);
  const titleId = `${useId()}-title`;
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Saved to a record whose page a page document writes: the toast says it does not show.
  const shownInFile = useRecordPages(service.slug).inFiles.length > 0;
  const about = (
    record: Pick<ServiceContentInput, 'name' | 'h1' | 'slug' | 'translations'>,
    notice: Notice,
    more: Record<string, string> = {},
  ): Notice => {
    const words = { name: serviceWordsIn(record, code).name, slug: record.slug, ...more };
    return { title: fillIn(notice.title, words), text: fillIn(notice.text, words) };
  };

  const save = useMutation({
    mutationFn: (input: ServiceContentInput) => store.saveDraft(input, entry.revision),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      onClose();
      notify(
        about(editedRecord(saved), shownInFile ? config.toasts.savedNotShown : config.toasts.saved),
      );
    },
    onError: (error) => {
      // Said in the dialog too: the toasts sit outside it, where a screen reader does not
      // reach while it is open.
      const notice =
        error instanceof EditConflictError
          ? about(service, config.toasts.conflict, conflictWords(error, format))
          : about(
              service,
              error instanceof ServiceNotFoundError ? config.toasts.gone : config.toasts.failed,
            );
      if (error instanceof ServiceNotFoundError || error instanceof EditConflictError) {
        // The list shows the record as it is now; the dialog keeps what was typed, to copy.
        void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      } else {
        console.error('Saving the service failed.', error);
      }
      setFailure(notice);
      notify(notice, 'error');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = form.read();
    if (input) save.mutate(input);
  };

  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId} maxWidth="md">
      <DialogForm
        titleId={titleId}
        title={fillIn(config.title, { name })}
        onSubmit={submit}
        footer={
          <DialogFooter
            failure={failure}
            cancelLabel={config.cancelLabel}
            submitLabel={config.submitLabel}
            busy={save.isPending}
            onCancel={onClose}
            start={
              canDiscard(entry) && (
                <DiscardDraft
                  words={discardWords}
                  store={store}
                  entry={entry}
                  name={name}
                  queryKey={serviceContentKey}
                  onDone={onClose}
                  onFailure={setFailure}
                />
              )
            }
          />
        }
      >
        <ServiceFormBody
          words={words}
          service={form}
          description={config.description}
          readOnly={['slug']}
        />
      </DialogForm>
    </DashboardDialog>
  );
}

import type { DiffedFields } from '../../../collections/record-diff';
import {
  editedRecord,
  type RecordDraftStore,
  type RecordEntry,
} from '../../../collections/record-drafts';
import type { PreviewedCollection, PreviewLinkStore } from '../../../previews/preview-link';
import type { useRecordDialog } from '../services/use-record-dialog';
import type { FieldLabels } from './changed-field-label';
import { HistoryDialog, type HistoryWords } from './HistoryDialog';
import type { PreviewWords } from './PreviewLinkParts';
import { PreviewLinksDialog } from './PreviewLinksDialog';
import { ScheduleDialog, type ScheduleWords } from './ScheduleDialog';

type Opened<Entry> = ReturnType<typeof useRecordDialog<Entry>>;

interface Props<Published extends Draft, Draft extends { slug: string }> {
  /** The collection's store, once open; the dialogs need it to be shown. */
  store: RecordDraftStore<Published, Draft> | undefined;
  /** Where preview links are kept, where the site server can open one. */
  previews: PreviewLinkStore | null;
  collection: PreviewedCollection;
  /** The collection's list, asked for anew after a change. */
  queryKey: readonly unknown[];
  words: { history: HistoryWords; scheduling: ScheduleWords; previews: PreviewWords };
  /** The labels of the record's fields, as the History dialog names what changed. */
  fieldWords: FieldLabels;
  fields: DiffedFields;
  /** A record's name in the dashboard's language, as the dialogs' headings say it. */
  nameOf: (record: Draft) => string;
  /** The record each dialog is about, opened from its card. */
  history: Opened<RecordEntry<Published, Draft>>;
  scheduling: Opened<RecordEntry<Published, Draft>>;
  sharing: Opened<RecordEntry<Published, Draft>>;
}

/**
 * A collection tab's dialogs about one record, each opened from its card: History
 * (versions, their differences, Restore), Schedule and Preview links. Each is keyed by its
 * opening, so one opened again starts from the record as now listed.
 */
export function RecordDialogs<Published extends Draft, Draft extends { slug: string }>({
  store,
  previews,
  collection,
  queryKey,
  words,
  fieldWords,
  fields,
  nameOf,
  history,
  scheduling,
  sharing,
}: Props<Published, Draft>) {
  const nameOfEntry = (entry: RecordEntry<Published, Draft>) => nameOf(editedRecord(entry));
  return (
    <>
      {store && history.shown && (
        <HistoryDialog
          key={history.shown.count}
          words={words.history}
          fieldWords={fieldWords}
          fields={fields}
          store={store}
          entry={history.shown.entry}
          name={nameOfEntry(history.shown.entry)}
          queryKey={queryKey}
          open={history.shown.open}
          onClose={history.close}
        />
      )}
      {store && scheduling.shown && (
        <ScheduleDialog
          key={scheduling.shown.count}
          words={words.scheduling}
          store={store}
          entry={scheduling.shown.entry}
          name={nameOfEntry(scheduling.shown.entry)}
          queryKey={queryKey}
          open={scheduling.shown.open}
          onClose={scheduling.close}
        />
      )}
      {previews && sharing.shown && (
        <PreviewLinksDialog
          key={sharing.shown.count}
          words={words.previews}
          previews={previews}
          collection={collection}
          record={editedRecord(sharing.shown.entry)}
          name={nameOfEntry(sharing.shown.entry)}
          queryKey={queryKey}
          open={sharing.shown.open}
          onClose={sharing.close}
        />
      )}
    </>
  );
}

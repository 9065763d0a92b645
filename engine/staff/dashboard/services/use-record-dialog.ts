import { useState } from 'react';
import type { ServiceEntry } from '../../../services/service-drafts';

/**
 * A dialog about one record: the record as listed when its button was pressed, kept while
 * the dialog closes. Each opening counts, so a dialog opened again (keyed by `count`)
 * starts from the record anew.
 */
export function useRecordDialog<Entry = ServiceEntry>() {
  const [shown, setShown] = useState<{ entry: Entry; open: boolean; count: number }>();
  return {
    shown,
    open: (entry: Entry) =>
      setShown((current) => ({ entry, open: true, count: (current?.count ?? 0) + 1 })),
    close: () => setShown((current) => current && { ...current, open: false }),
  };
}

import { localizePath } from '../../../locale/locales';
import { usePageFileOf } from '../../../ui/page-files';
import { useLocale } from '../../../ui/site-context';

/** Where the pages at a record's addresses come from, in every language of the site. */
export interface RecordPages {
  /** Addresses a page document writes, with its file: the record's words do not show there. */
  inFiles: { path: string; file: string }[];
  /** Addresses the record's own words make. */
  fromRecord: string[];
}

/**
 * The pages at a record's addresses (`/services/<slug>`, `/ar/services/<slug>`): a page
 * document served at one of them is the page there, whatever the record says, so an edit
 * of the record does not show on it.
 */
export function useRecordPages(slug: string): RecordPages {
  const fileOf = usePageFileOf();
  const { locales } = useLocale();
  const pages: RecordPages = { inFiles: [], fromRecord: [] };
  if (!slug) return pages;
  for (const locale of locales) {
    const path = localizePath(`/services/${slug}`, locale);
    const file = fileOf(path);
    if (file) pages.inFiles.push({ path, file });
    else pages.fromRecord.push(path);
  }
  return pages;
}

import { translatedServiceFields } from '../schema/service-content.schema';
import { SERVICE_CONTENT_INPUT_FIELDS, type ServiceContentInput } from './service-content';

/** A field whose words differ between two versions of a record, in one language. */
export interface FieldChange {
  field: string;
  /** Absent for the record's own (English) words; the language code of a translation. */
  locale?: string;
  before: string;
  after: string;
}

/** A field's value as staff read it: a list as its items joined by commas, nothing as ''. */
const shown = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);

/**
 * The fields that differ between two versions of a record, in the order of the record's
 * schema: its own fields, then each language's translated fields.
 */
export function diffRecords(
  before: ServiceContentInput,
  after: ServiceContentInput,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of SERVICE_CONTENT_INPUT_FIELDS) {
    const [was, is] = [shown(before[field]), shown(after[field])];
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  const locales = [
    ...new Set([
      ...Object.keys(before.translations ?? {}),
      ...Object.keys(after.translations ?? {}),
    ]),
  ].sort();
  for (const locale of locales) {
    const [was, is] = [before.translations?.[locale], after.translations?.[locale]];
    for (const field of translatedServiceFields) {
      const [wasText, isText] = [shown(was?.[field]), shown(is?.[field])];
      if (wasText !== isText) changes.push({ field, locale, before: wasText, after: isText });
    }
  }
  return changes;
}

/** A field whose words differ between two versions of a record, in one language. */
export interface FieldChange {
  field: string;
  /** Absent for the record's own (English) words; the language code of a translation. */
  locale?: string;
  before: string;
  after: string;
}

/** A record as versions keep it: its fields, and its words in other languages. */
type Versioned = object & { translations?: Readonly<Record<string, object>> | undefined };

/** Which fields of a collection's records are compared: its own, then its translated ones. */
export interface DiffedFields {
  fields: readonly string[];
  translatedFields: readonly string[];
}

/** A field's value as staff read it: a list as its items joined by commas, nothing as ''. */
const shown = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);

const valueOf = (record: object | undefined, field: string): unknown =>
  record === undefined ? undefined : (record as Record<string, unknown>)[field];

/**
 * The fields that differ between two versions of a record, in the order of the record's
 * schema: its own fields, then each language's translated fields.
 */
export function diffRecords(
  before: Versioned,
  after: Versioned,
  { fields, translatedFields }: DiffedFields,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const [was, is] = [shown(valueOf(before, field)), shown(valueOf(after, field))];
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
    for (const field of translatedFields) {
      const [wasText, isText] = [shown(valueOf(was, field)), shown(valueOf(is, field))];
      if (wasText !== isText) changes.push({ field, locale, before: wasText, after: isText });
    }
  }
  return changes;
}

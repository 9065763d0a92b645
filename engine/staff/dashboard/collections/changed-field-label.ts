import type { FieldChange } from '../../../collections/record-diff';

type Labelled = Readonly<Record<string, { label: string } | undefined>>;

/** The words a collection's dialog labels its fields with: its own, and its translation's. */
export interface FieldLabels {
  fields: object;
  translation?: { locale: string; fields: object } | undefined;
}

/**
 * A changed field's name as the collection's dialog labels it: "Page Title (H1)" for a
 * service's own words, "Heading in Arabic (H1)" for its translation's, "Title in Arabic"
 * for a post's.
 */
export function changedFieldLabel(change: FieldChange, words: FieldLabels): string {
  if (!change.locale) return (words.fields as Labelled)[change.field]?.label ?? change.field;
  const translation = words.translation;
  const label =
    translation?.locale === change.locale
      ? (translation.fields as Labelled)[change.field]?.label
      : undefined;
  return label ?? `${change.field} (${change.locale})`;
}

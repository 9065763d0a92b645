import type { FieldChange } from '../../../services/record-diff';
import type { ServiceFormWords } from './use-service-form';

type Labelled = Readonly<Record<string, { label: string } | undefined>>;

/**
 * A changed field's name as the service dialogs label it: "Page Title (H1)" for the
 * record's own words, "Heading in Arabic (H1)" for the translation's.
 */
export function changedFieldLabel(change: FieldChange, words: ServiceFormWords): string {
  if (!change.locale) return (words.fields as Labelled)[change.field]?.label ?? change.field;
  const translation = words.translation;
  const label =
    translation?.locale === change.locale
      ? (translation.fields as Labelled)[change.field]?.label
      : undefined;
  return label ?? `${change.field} (${change.locale})`;
}

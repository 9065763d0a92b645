import {
  isListField,
  type ServiceTranslation,
  type ServiceTranslations,
} from '../../../services/service-content';
import { declareField } from '../../../forms/declare-field';
import type { FormField, FormValues } from '../../../forms/form-types';
import { findUnsafeCharacter } from '../../../schema/safe-text';
import { translatedServiceFields } from '../../../schema/service-content.schema';
import { splitList } from './service-form';

export type TranslatedField = (typeof translatedServiceFields)[number];

type FieldWords = Pick<FormField, 'label' | 'helperText' | 'placeholder'>;

/** Long texts get a text area, as in the record's own fields. */
const rows: Partial<Record<TranslatedField, number>> = {
  hero: 2,
  intro: 4,
  pains: 2,
  solutions: 2,
  meta_description: 2,
};

/**
 * The fields of a record's translation, in the dialog's second part: the record's words in
 * another language, each optional until one is typed (then the name is required).
 */
export function translationFieldDefinitions(
  words: Record<TranslatedField, FieldWords>,
): FormField[] {
  return translatedServiceFields.map((name) => {
    const field = { ...words[name], name, half: rows[name] === undefined, autoComplete: 'off' };
    const lines = rows[name];
    return declareField(
      lines === undefined ? field : { ...field, kind: 'textarea', rows: lines, grow: true },
    );
  });
}

/**
 * The translation typed, or null when nothing was: text trimmed, lists split at commas, the
 * heading the name when left empty, as the record's own is.
 */
export function translationFromForm(values: FormValues): ServiceTranslation | null {
  const typed: Record<string, unknown> = {};
  for (const field of translatedServiceFields) {
    const text = typeof values[field] === 'string' ? values[field].trim() : '';
    if (text === '') continue;
    typed[field] = isListField(field) ? splitList(text) : text;
  }
  if (Object.keys(typed).length === 0) return null;
  return { ...typed, h1: typed.h1 ?? typed.name } as ServiceTranslation;
}

/**
 * The messages a translation blocks on: a translation needs a name once anything is typed,
 * and its words are safe text as the record's are (safe-text.ts; the form engine lets a
 * bidirectional control through, as a visitor's form must).
 */
export function checkTranslationForm(
  values: FormValues,
  nameRequired: string,
  notAllowed: (field: TranslatedField) => string,
): Partial<Record<TranslatedField, string>> {
  const errors: Partial<Record<TranslatedField, string>> = {};
  for (const field of translatedServiceFields) {
    const value = values[field];
    if (typeof value === 'string' && findUnsafeCharacter(value)) errors[field] = notAllowed(field);
  }
  const translation = translationFromForm(values);
  if (translation && !translation.name) errors.name ??= nameRequired;
  return errors;
}

/** A stored translation as the form shows it, lists joined with commas; empty for none. */
export function translationFormFromWords(words: ServiceTranslation | undefined): FormValues {
  const values: FormValues = {};
  for (const field of translatedServiceFields) {
    const value = words?.[field];
    values[field] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  return values;
}

/**
 * The translations an edit saves: the record's others as they are, and this language's as
 * typed, or none when every field of it is empty (the record is then English only there).
 * A field left as it was shown keeps its stored value exactly, as the record's own do.
 */
export function editedTranslations(
  values: FormValues,
  stored: ServiceTranslations | undefined,
  locale: string,
): ServiceTranslations {
  const others = Object.fromEntries(
    Object.entries(stored ?? {}).filter(([code]) => code !== locale),
  );
  const typed = translationFromForm(values);
  if (!typed) return others;
  const before = stored?.[locale];
  const shown = translationFormFromWords(before);
  const kept: Record<string, unknown> = { ...typed };
  for (const field of translatedServiceFields) {
    const value = before?.[field];
    if (value !== undefined && values[field] === shown[field]) kept[field] = value;
  }
  return { ...others, [locale]: kept as ServiceTranslation };
}

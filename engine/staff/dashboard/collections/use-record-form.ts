import { useMemo } from 'react';
import { declareField } from '../../../forms/declare-field';
import { useFormFields } from '../../../forms/use-form-fields';
import type { RecordProblem } from '../../../collections/check-record';
import {
  fieldMessages,
  formShape,
  formValuesOf,
  isBlank,
  recordOfValues,
  shapedFieldDefinitions,
  type FieldWords,
  type ObjectSchema,
  type SchemaFormMessages,
} from './schema-form';
import type { FormValues } from '../../../forms/form-types';
import { usePictureWords } from '../pictures/picture-words';
import { undescribedPicture, type RecordPicture } from '../pictures/record-picture';

type Fields = Record<string, unknown>;

/** A collection as its staff forms know it: its schema, and the check of its records. */
export interface FormCollection {
  /** The record's schema; its `translations` hold the schema of one language's words. */
  schema: ObjectSchema & {
    properties: { translations: { additionalProperties: ObjectSchema } };
  };
  check(record: unknown): RecordProblem[];
  /** The record's picture, uploaded in its form and described whenever it is given. */
  picture?: RecordPicture;
}

/** The words of a collection's form (a tab's `form` in pages/admin.yaml). */
export interface RecordFormWords {
  fields: Readonly<Record<string, FieldWords>>;
  /** The record's words in the site's other language, under their own heading. */
  translation?: {
    heading: string;
    locale: string;
    fields: Readonly<Record<string, FieldWords>>;
  };
  messages: SchemaFormMessages;
  /** Under the slug of a saved record, which cannot change. */
  slugHelperText: string;
}

/**
 * The state of a collection's record form, made from its schema: the record's fields, and
 * its words in the site's other language as a form of their own under them. New, it starts
 * empty; editing a record, with its fields and translation, the slug fixed. Both parts are
 * checked by the collection's schema together, each message under its field.
 */
export function useRecordForm(collection: FormCollection, words: RecordFormWords, record?: Fields) {
  const { translation } = words;
  const { picture } = collection;
  const { altRequired } = usePictureWords();
  const shape = useMemo(() => formShape(collection.schema, ['translations']), [collection]);
  const translationShape = useMemo(
    () => formShape(collection.schema.properties.translations.additionalProperties),
    [collection],
  );
  const fields = useMemo(
    () =>
      shapedFieldDefinitions(shape, words.fields).map((field) =>
        record && field.name === 'slug'
          ? declareField({ ...field, required: false, helperText: words.slugHelperText })
          : // The picture has its row: its preview and upload sit above the address.
            field.name === picture?.url
            ? declareField({ ...field, half: false })
            : field,
      ),
    [shape, words, record, picture],
  );
  const translationFields = useMemo(
    () =>
      translation
        ? shapedFieldDefinitions(translationShape, translation.fields).map((field) =>
            // Each is needed only once the translation is begun: the check says which.
            declareField({ ...field, required: false }),
          )
        : [],
    [translationShape, translation],
  );
  const storedTranslation = translation
    ? (record?.['translations'] as Record<string, Fields> | undefined)?.[translation.locale]
    : undefined;
  // The longest text the collection keeps; each field's own limit is the schema check's.
  const maxLength = Math.max(...[...shape, ...translationShape].map((one) => one.maxLength ?? 0));

  /** The record the two parts make: the typed translation when anything of it is typed. */
  const recordOf = (values: FormValues, translated: FormValues): Fields => {
    const own = recordOfValues(shape, values, record);
    const others = { ...(record?.['translations'] as Record<string, Fields> | undefined) };
    if (!translation) return { ...own, ...(record ? { slug: record['slug'] } : {}) };
    delete others[translation.locale];
    const typed = isBlank(translated)
      ? undefined
      : recordOfValues(translationShape, translated, storedTranslation);
    return {
      ...own,
      ...(record ? { slug: record['slug'] } : {}),
      translations: typed ? { ...others, [translation.locale]: withoutEmpty(typed) } : others,
    };
  };

  const problemsOf = (values: FormValues, translated: FormValues) =>
    collection.check(recordOf(values, translated));

  const form = useFormFields({
    fields,
    preset: useMemo(() => record && formValuesOf(shape, record), [shape, record]),
    messages: words.messages,
    maxLength,
    check: (values) => ({
      ...(picture ? undescribedPicture(values, picture, altRequired) : {}),
      ...fieldMessages(
        problemsOf(values, translationForm.values),
        (problem) => (problem.field === 'translations' ? undefined : problem.field),
        words.fields,
        words.messages,
      ),
    }),
  });
  const translationForm = useFormFields({
    fields: translationFields,
    preset: useMemo(
      () => formValuesOf(translationShape, storedTranslation),
      [translationShape, storedTranslation],
    ),
    messages: words.messages,
    maxLength,
    check: (values) =>
      fieldMessages(
        problemsOf(form.values, values),
        (problem) =>
          problem.field === 'translations' && problem.path[1] === translation?.locale
            ? String(problem.path[2])
            : undefined,
        translation?.fields ?? {},
        words.messages,
      ),
  });

  return {
    form,
    translationForm,
    /** Checks both parts, showing what blocks them; the record to save when nothing does. */
    read(): Fields | null {
      // Focus goes to the first message: the record's own fields come first.
      const fieldsValid = form.validate();
      const wordsValid = translationForm.validate({ focus: fieldsValid });
      return fieldsValid && wordsValid ? recordOf(form.values, translationForm.values) : null;
    },
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;

// A translation leaves out what was not typed, so the record's own words stand in there.
const withoutEmpty = (typed: Fields): Fields =>
  Object.fromEntries(
    Object.entries(typed).filter(
      ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );

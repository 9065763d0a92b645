import type { FromSchema } from 'json-schema-to-ts';
import { useMemo } from 'react';
import type { ServiceContentInput } from '../../../services/service-content';
import { maxTextLength } from '../../../schema/service-rules';
import { declareField } from '../../../forms/declare-field';
import { useFormFields } from '../../../forms/use-form-fields';
import { fillIn } from '../../../locale/format';
import type { addServiceSchema } from './services-tab.schema';
import { usePictureWords } from '../pictures/picture-words';
import { undescribedPicture, type RecordPicture } from '../pictures/record-picture';
import {
  checkTranslationForm,
  editedTranslations,
  translationFieldDefinitions,
  translationFormFromWords,
  translationFromForm,
} from './service-translation-form';
import {
  checkServiceForm,
  editedServiceInput,
  serviceFieldDefinitions,
  serviceFormFromRecord,
  serviceFormValues,
  serviceInputFromForm,
} from './service-form';

/** A service's picture: uploaded or named in image_url, described in image_alt. */
export const servicePicture: RecordPicture = { url: 'image_url', alt: 'image_alt' };

/** The words of the service form, shared by the Add and Edit dialogs (under addService). */
export type ServiceFormWords = Pick<
  FromSchema<typeof addServiceSchema>,
  'fields' | 'messages' | 'translation' | 'pageFiles'
>;

interface Options {
  /** The record being edited; none for a new one. */
  record?: ServiceContentInput;
  /** Under the slug when it cannot change (an edit's). */
  slugHelperText?: string;
}

/**
 * The state of the service form: the record's fields, and its words in the site's other
 * language as a form of their own under them. New, it starts empty; editing a record, with
 * the record's fields and translation, the slug fixed.
 */
export function useServiceForm(words: ServiceFormWords, { record, slugHelperText }: Options = {}) {
  const { translation } = words;
  const { altRequired } = usePictureWords();
  const fields = useMemo(() => {
    const definitions = serviceFieldDefinitions(words.fields);
    if (!record) return definitions;
    // The slug is shown for what it is, the record's address, but not asked for.
    return definitions.map((field) =>
      field.name === 'slug'
        ? declareField({ ...field, required: false, helperText: slugHelperText })
        : field,
    );
  }, [words.fields, record, slugHelperText]);
  const translationFields = useMemo(
    () => (translation ? translationFieldDefinitions(translation.fields) : []),
    [translation],
  );
  const preset = useMemo(() => record && serviceFormFromRecord(record), [record]);
  const translationPreset = useMemo(
    () =>
      record && translation
        ? translationFormFromWords(record.translations?.[translation.locale])
        : undefined,
    [record, translation],
  );
  const form = useFormFields({
    fields,
    preset,
    messages: words.messages,
    // The database keeps any text up to this length.
    maxLength: maxTextLength,
    check: (values) => ({
      ...undescribedPicture(values, servicePicture, altRequired),
      ...checkServiceForm(serviceFormValues(values), words.fields, words.messages),
    }),
  });
  const translationForm = useFormFields({
    fields: translationFields,
    preset: translationPreset,
    messages: words.messages,
    maxLength: maxTextLength,
    check: (values) =>
      checkTranslationForm(values, translation?.nameRequired ?? '', (field) =>
        fillIn(words.messages.notAllowed, { label: translation?.fields[field].label ?? field }),
      ),
  });

  return {
    form,
    translationForm,
    /**
     * Checks both parts, showing what blocks them; the record to save when nothing does,
     * else null. An edit states its translations: a language whose fields are all empty is
     * left out, so the record is English only there, never half translated.
     */
    read(): ServiceContentInput | null {
      // Focus goes to the first message: the record's own fields come first.
      const fieldsValid = form.validate();
      const wordsValid = translationForm.validate({ focus: fieldsValid });
      if (!fieldsValid || !wordsValid) return null;
      const values = serviceFormValues(form.values);
      if (record) {
        const input = editedServiceInput(values, record);
        return translation
          ? {
              ...input,
              translations: editedTranslations(
                translationForm.values,
                record.translations,
                translation.locale,
              ),
            }
          : input;
      }
      const input = serviceInputFromForm(values);
      const typed = translationFromForm(translationForm.values);
      return translation && typed
        ? { ...input, translations: { [translation.locale]: typed } }
        : input;
    },
    /** Back to where the form started, with no messages. */
    reset() {
      form.reset();
      translationForm.reset();
    },
  };
}

export type ServiceFormState = ReturnType<typeof useServiceForm>;

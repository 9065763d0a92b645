import type { LeadSource } from './lead-source';
import type { FromSchema } from 'json-schema-to-ts';
import type { formFieldSchema } from './form-field.schema';
import type { formSchema } from './form.schema';
import type { FormMessages, MessageKey } from '../schema/form-messages.schema';
import type { FieldKind } from './kinds';

export type FormDefinition = FromSchema<typeof formSchema>;
/** A form field: a union of its kinds, told apart by `kind`. */
export type FormField = FromSchema<typeof formFieldSchema>;
/** A field of one kind, such as a select with its options. */
export type FieldOf<K extends FieldKind> = Extract<FormField, { kind: K }>;
export type FormOption = FieldOf<'select'>['options'][number];
export type { FieldKind };

export type { FormMessages, MessageKey };

/** A form's answers by field name: text, or a tick. */
export type FormValues = Record<string, string | boolean>;

/** One form submission from a page. */
export interface FormSubmission {
  form: FormDefinition;
  values: FormValues;
  /** The path of the page it was sent from. */
  page: string;
  /** Where the visit came from (visit-source.ts). */
  source?: LeadSource;
  /** The server's signed note of when the form opened, against machines sending at once. */
  ticket?: string;
  /**
   * How the form words an answer it does not accept (the site's catalogue with the form's
   * own), for an adapter that words the problems itself: the site server words its own.
   */
  messages: FormMessages;
}

/** What storing a submission gave back. */
export interface FormReceipt {
  /** The link to the file the form gives (`download:`), which the browser fetches at once. */
  download?: string;
}

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

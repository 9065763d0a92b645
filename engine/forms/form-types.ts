import type { FromSchema } from 'json-schema-to-ts';
import type { formFieldSchema } from '../schema/form-field.schema';
import type { formSchema } from '../schema/form.schema';
import type { siteFormMessagesSchema } from '../schema/form-messages.schema';
import type { FieldKind } from './kinds';

export type FormDefinition = FromSchema<typeof formSchema>;
/** A form field: a union of its kinds, told apart by `kind`. */
export type FormField = FromSchema<typeof formFieldSchema>;
/** A field of one kind, such as a select with its options. */
export type FieldOf<K extends FieldKind> = Extract<FormField, { kind: K }>;
export type FormOption = FieldOf<'select'>['options'][number];
export type { FieldKind };

/** Every validation message, by its key, as `forms.messages` in `pages/_site.yaml` words it. */
export type FormMessages = FromSchema<typeof siteFormMessagesSchema>;
export type MessageKey = keyof FormMessages;

import type { FromSchema } from 'json-schema-to-ts';
import type { formFieldSchema, formSchema } from '../schema/form.schema';
import type { siteFormMessagesSchema } from '../schema/form-messages.schema';

export type FormDefinition = FromSchema<typeof formSchema>;
export type FormField = FromSchema<typeof formFieldSchema>;
export type FormOption = NonNullable<FormField['options']>[number];
export type FieldKind = NonNullable<FormField['kind']>;

/** Every validation message, by its key, as `forms.messages` in `pages/_site.yaml` words it. */
export type FormMessages = FromSchema<typeof siteFormMessagesSchema>;
export type MessageKey = keyof FormMessages;

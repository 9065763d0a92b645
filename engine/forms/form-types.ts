import type { FromSchema } from 'json-schema-to-ts';
import type { formFieldSchema, formSchema } from '../schema/form.schema';

export type FormDefinition = FromSchema<typeof formSchema>;
export type FormField = FromSchema<typeof formFieldSchema>;
export type FormOption = NonNullable<FormField['options']>[number];

import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { commonFieldProperties } from '../../schema/form-field-common.schema';
import { nonEmptyText } from '../../schema/text.schema';

/** One choice of a select: what it sends, and what the visitor reads. */
export const optionSchema = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: {
    // Never empty: a select cannot offer an option with no value.
    value: nonEmptyText('What the form sends when this option is chosen, such as cloud.'),
    label: nonEmptyText('What the visitor sees in the list.'),
  },
} as const;

export type FieldOption = FromSchema<typeof optionSchema>;

/**
 * A field as the rules of its kind read it: what every field takes
 * (form-field-common.schema.ts), and `kind`. The union of every kind's fields, FormField,
 * comes from the whole schema (form-types.ts), which is made from the kinds: the kinds
 * themselves are typed from their own props, so nothing goes round in a circle.
 */
export type FieldBase = FromSchema<{
  type: 'object';
  required: ['name', 'label'];
  properties: typeof commonFieldProperties;
}> & { kind?: string };

/** A field of a kind whose own props (its branch of the schema) are `P`. */
export type FieldOfProps<
  P extends { required: readonly string[]; properties: Readonly<Record<string, JSONSchema>> },
> = FieldBase &
  FromSchema<{ type: 'object'; required: P['required']; properties: P['properties'] }>;

import { declareField } from '../../../forms/declare-field';
import type { FormField, FormValues } from '../../../forms/form-types';
import type { RecordProblem, RecordRule } from '../../../collections/check-record';
import { fillIn, formatNumber } from '../../../locale/format';

/**
 * Forms made from a collection's JSON Schema: a field for each property, asked for as its
 * schema says (a list as text split at commas, a long text in a text area), so a collection
 * needs no form code of its own, only the words of its fields.
 */

export interface PropertySchema {
  type?: string | readonly string[];
  maxLength?: number;
  readOnly?: boolean;
  items?: { maxLength?: number };
}

export interface ObjectSchema {
  properties: Record<string, PropertySchema>;
  required?: readonly string[];
}

/** One field of a form made from a schema. */
export interface ShapedField {
  name: string;
  /** A list of texts, asked for as text split at commas. */
  list: boolean;
  required: boolean;
  /** A value that may be null (left empty, it is saved as null, not left out). */
  nullable: boolean;
  /** The most characters of the text (of each item, for a list). */
  maxLength: number | undefined;
}

const typesOf = (property: PropertySchema): readonly string[] =>
  typeof property.type === 'string' ? [property.type] : (property.type ?? []);

/**
 * The fields of an object schema in its order, less what staff never write: properties the
 * database sets (`readOnly`) and those given in `leaveOut` (translations, asked for apart).
 */
export function formShape(schema: ObjectSchema, leaveOut: readonly string[] = []): ShapedField[] {
  return Object.entries(schema.properties)
    .filter(([name, property]) => !property.readOnly && !leaveOut.includes(name))
    .map(([name, property]) => {
      const list = typesOf(property).includes('array');
      return {
        name,
        list,
        required: schema.required?.includes(name) ?? false,
        nullable: typesOf(property).includes('null'),
        maxLength: list ? property.items?.maxLength : property.maxLength,
      };
    });
}

/** The words of a field: its label, and what helps to fill it in. */
export type FieldWords = Pick<FormField, 'label' | 'helperText' | 'placeholder'>;

// Texts longer than a line get a text area; the longest (a post's body) a tall one.
const rowsFor = (maxLength: number | undefined): number | undefined =>
  maxLength === undefined || maxLength < 300 ? undefined : maxLength >= 5_000 ? 12 : 3;

/** The form's fields, with their words: a short text beside another, a long one alone. */
export function shapedFieldDefinitions(
  shape: readonly ShapedField[],
  words: Readonly<Record<string, FieldWords>>,
): FormField[] {
  return shape.map(({ name, required, list, maxLength }) => {
    const rows = list ? undefined : rowsFor(maxLength);
    const field = {
      ...words[name],
      label: words[name]?.label ?? name,
      name,
      required,
      half: rows === undefined,
      autoComplete: 'off',
    };
    return declareField(
      rows === undefined ? field : { ...field, kind: 'textarea', rows, grow: true },
    );
  });
}

/** "a, b,, c " → ["a", "b", "c"]. */
const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A stored value as the form shows it: text as it is, a list joined with commas, none empty. */
const shownText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/** A record's values as the form shows them. */
export function formValuesOf(
  shape: readonly ShapedField[],
  record: Readonly<Record<string, unknown>> | undefined,
): FormValues {
  return Object.fromEntries(shape.map(({ name }) => [name, shownText(record?.[name])]));
}

/**
 * What was typed, as a record: text trimmed, lists split at commas, an empty field null
 * where the schema allows it and left out elsewhere. A field left as it was shown keeps its
 * stored value exactly, so saving changes only what was changed.
 */
export function recordOfValues(
  shape: readonly ShapedField[],
  values: FormValues,
  stored?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const shown = formValuesOf(shape, stored);
  const record: Record<string, unknown> = {};
  for (const { name, list, nullable } of shape) {
    const value = values[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (stored && Object.hasOwn(stored, name) && value === shown[name]) record[name] = stored[name];
    else if (list) record[name] = splitList(text);
    else if (text !== '') record[name] = text;
    else if (nullable) record[name] = null;
  }
  return record;
}

/** Whether nothing was typed in any field. */
export const isBlank = (values: FormValues): boolean =>
  Object.values(values).every((value) => typeof value !== 'string' || value.trim() === '');

/** How the form words each rule of the schema ({label}, {limit}). */
export interface SchemaFormMessages {
  required: string;
  tooLong: string;
  invalidSlug: string;
  unsafeImageUrl: string;
  tooMany: string;
  notAllowed: string;
  /** A value not written as its field takes it (a date, say). */
  invalid: string;
}

const messageOf: Readonly<Record<RecordRule, keyof SchemaFormMessages>> = {
  required: 'required',
  'too-long': 'tooLong',
  slug: 'invalidSlug',
  'image-url': 'unsafeImageUrl',
  'too-many': 'tooMany',
  'unsafe-character': 'notAllowed',
  'video-id': 'invalid',
  invalid: 'invalid',
};

/**
 * The messages a record's problems put under the form's fields (`at` picks the problems of
 * this form: the record's own, or one translation's, by their path). The form engine checks
 * required fields and lengths itself too; its message comes first.
 */
export function fieldMessages(
  problems: readonly RecordProblem[],
  at: (problem: RecordProblem) => string | undefined,
  labels: Readonly<Record<string, { label: string }>>,
  messages: SchemaFormMessages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = at(problem);
    if (field === undefined) continue;
    const message = messageOf[problem.rule];
    errors[field] ??= fillIn(messages[message], {
      label: labels[field]?.label ?? field,
      ...(problem.limit === undefined ? {} : { limit: formatNumber(problem.limit) }),
    });
  }
  return errors;
}

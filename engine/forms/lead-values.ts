import type { LeadField } from '../leads/lead';
import type { FormDefinition, FormField } from './form-types';
import { isStorableText } from './storable-text';
import type { FormValues } from './submit-form';

/** Longest answer accepted per kind of field, in characters. */
export const MAX_ANSWER_LENGTH: Record<NonNullable<FormField['kind']>, number> = {
  text: 300,
  email: 254,
  tel: 100,
  url: 500,
  textarea: 5000,
  select: 120,
  checkbox: 5,
  hidden: 300,
};

/** The browser's own email check, minus what it allows but mail servers reject. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

// A select that takes its value from the query string may hold a slug it does not list.
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

const kindOf = (field: FormField) => field.kind ?? 'text';

function answerSchema(field: FormField): Record<string, unknown> {
  const kind = kindOf(field);
  if (kind === 'checkbox') return field.required ? { const: true } : { type: 'boolean' };
  const text: Record<string, unknown> = { type: 'string', maxLength: MAX_ANSWER_LENGTH[kind] };
  if (field.required) text.minLength = 1;
  if (kind === 'email') return { ...text, anyOf: [{ const: '' }, { pattern: EMAIL_PATTERN }] };
  if (kind === 'select') {
    const listed = { enum: ['', ...(field.options ?? []).map((option) => option.value)] };
    return { ...text, anyOf: field.fromQuery ? [listed, { pattern: SLUG_PATTERN }] : [listed] };
  }
  return text;
}

/**
 * The JSON Schema of one form's answers, made from its declaration: every declared field,
 * nothing else, required ones filled in, emails shaped like emails, selects one of their
 * options, every answer within its length.
 */
export function leadValuesSchema(form: FormDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of form.fields) properties[field.name] = answerSchema(field);
  return {
    type: 'object',
    additionalProperties: false,
    required: form.fields.map((field) => field.name),
    properties,
  };
}

/**
 * Answers as the schema checks them: text trimmed, a ticked box `true` whether it came as
 * JSON or as a posted "on", absent answers empty. Anything that is neither text nor a
 * boolean (a repeated field, an object) is kept as it came, for the schema to refuse.
 */
export function normaliseValues(form: FormDefinition, body: Record<string, unknown>): unknown {
  const values: Record<string, unknown> = { ...body };
  for (const field of form.fields) {
    const raw = body[field.name];
    if (kindOf(field) === 'checkbox') {
      values[field.name] =
        raw === undefined ? false : raw === true || raw === 'on' || raw === 'true';
      if (raw !== undefined && typeof raw !== 'boolean' && typeof raw !== 'string')
        values[field.name] = raw;
    } else if (raw === undefined) values[field.name] = field.default ?? '';
    // Browsers send a text area's line breaks as CR LF: one kind of line break is kept.
    else if (typeof raw === 'string') values[field.name] = raw.replace(/\r\n?/g, '\n').trim();
  }
  return values;
}

/**
 * Fields whose answer holds a character a lead cannot keep (see isStorableText), in the
 * form's order: refused with a message naming the field, before any other check.
 */
export function unstorableFields(
  form: FormDefinition,
  values: Record<string, unknown>,
): FormField[] {
  return form.fields.filter((field) => {
    const value = values[field.name];
    return typeof value === 'string' && !isStorableText(value, kindOf(field) === 'textarea');
  });
}

/** The stored answers: each declared field in order, with its label, a select's option label. */
export function leadFields(form: FormDefinition, values: FormValues): LeadField[] {
  return form.fields.map((field) => {
    const value = values[field.name] ?? (kindOf(field) === 'checkbox' ? false : '');
    const option =
      kindOf(field) === 'select'
        ? field.options?.find((candidate) => candidate.value === value)
        : undefined;
    return { name: field.name, label: field.label, value: option ? option.label : value };
  });
}

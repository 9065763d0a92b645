import type { LeadField } from '../lead';
import type { FormDefinition, FormField } from '../../forms/form-types';
import { kindOf } from '../../forms/kinds';
import { isStorableText } from '../../forms/storable-text';
import type { FormValues } from '../../forms/form-types';

/**
 * The JSON Schema of one form's answers, made from its declaration: every declared field,
 * nothing else, each answer as its kind accepts it (required ones filled in, emails shaped
 * like emails, selects one of their options, every answer within its length).
 */
export function leadValuesSchema(form: FormDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of form.fields) properties[field.name] = kindOf(field).answerSchema(field);
  return {
    type: 'object',
    additionalProperties: false,
    required: form.fields.map((field) => field.name),
    properties,
  };
}

/**
 * Answers as the schema checks them, each normalised by its kind (text trimmed, a ticked
 * box `true` whether it came as JSON or as a posted "on", absent answers empty). Answers
 * the form does not declare are kept, for the schema to refuse.
 */
export function normaliseValues(form: FormDefinition, body: Record<string, unknown>): unknown {
  const values: Record<string, unknown> = { ...body };
  for (const field of form.fields) {
    values[field.name] = kindOf(field).normalise(body[field.name], field);
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
    return typeof value === 'string' && !isStorableText(value, kindOf(field).multiline);
  });
}

/** The stored answers: each declared field in order, with its label, as its kind stores it. */
export function leadFields(form: FormDefinition, values: FormValues): LeadField[] {
  return form.fields.map((field) => {
    const kind = kindOf(field);
    const value = values[field.name] ?? kind.empty;
    const stored = kind.stored?.(value, field) ?? value;
    // The database stamps a consent's version on what carries the mark (intake.stamp_consent).
    const consent = 'consent' in field && field.consent ? { consent: {} } : {};
    return { name: field.name, label: field.label, value: stored, ...consent };
  });
}

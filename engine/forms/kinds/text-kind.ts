import type { FieldBase } from './field-base';
import { usualMessages, type FieldKindProps, type FieldKindRules } from './field-kind';

/** The `default` of a kind whose answer is text. */
export const textDefault = {
  type: 'string',
  description: 'The answer filled in when the page opens, before any fromQuery preset.',
} as const;

/**
 * The props of a kind whose answer is a line of text: a `default`, nothing of its own.
 * Marked free of side effects, so a browser bundle leaves out the props it never reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineOfTextProps(title: string, description: string) {
  return {
    title,
    description,
    required: [],
    properties: { default: textDefault },
  } as const satisfies FieldKindProps;
}

/** An answer of text: at most `maxLength` characters, and at least one when required. */
export function textAnswer(field: FieldBase, maxLength: number): Record<string, unknown> {
  return { type: 'string', maxLength, ...(field.required ? { minLength: 1 } : {}) };
}

/** Text trimmed; an absent answer is the field's default, or empty. */
export function normaliseText(raw: unknown, field: FieldBase): unknown {
  if (raw === undefined) return field.default ?? '';
  return typeof raw === 'string' ? raw.trim() : raw;
}

interface TextKindOptions<F extends FieldBase> extends Partial<FieldKindRules<F>> {
  maxLength: number;
}

/**
 * The rules of a kind whose answer is text, drawn by the text widget unless it says
 * otherwise: trimmed, within `maxLength`, of its `format` when it has one, preset from a
 * query parameter as given.
 */
export function textKind<F extends FieldBase>({
  maxLength,
  format,
  ...own
}: TextKindOptions<F>): FieldKindRules<F> {
  return {
    widget: 'text',
    empty: '',
    maxLength,
    multiline: false,
    format,
    answerSchema: (field) => ({
      ...textAnswer(field, maxLength),
      ...(format ? { anyOf: [{ const: '' }, { pattern: format.source }] } : {}),
    }),
    normalise: normaliseText,
    messages: usualMessages,
    preset: (raw) => ({ value: raw }),
    ...own,
  };
}

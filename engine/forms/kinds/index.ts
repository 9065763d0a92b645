import { checkbox, checkboxProps } from './checkbox';
import { email, emailProps } from './email';
import type { FieldBase } from './field-base';
import type { FieldKindRules } from './field-kind';
import { hidden, hiddenProps } from './hidden';
import { select, selectProps } from './select';
import { tel, telProps } from './tel';
import { text, textProps } from './text';
import { textarea, textareaProps } from './textarea';
import { url, urlProps } from './url';

/**
 * Every kind of form field, by the `kind:` a field writes, with its props: its branch of
 * the form field schema, for the build and editors. The browser never loads these.
 */
export const fieldKindProps = {
  text: textProps,
  email: emailProps,
  tel: telProps,
  url: urlProps,
  textarea: textareaProps,
  select: selectProps,
  checkbox: checkboxProps,
  hidden: hiddenProps,
};

export type FieldKind = keyof typeof fieldKindProps;

/** The kind of a field that names none. */
export const defaultFieldKind = 'text' satisfies FieldKind;

/**
 * What each kind means to a form, the same in the browser and on the server. Its type asks
 * for every kind of `fieldKindProps`: the two maps are kept apart so no schema reaches a
 * browser.
 */
export const fieldKinds = {
  text,
  email,
  tel,
  url,
  textarea,
  select,
  checkbox,
  hidden,
} as const satisfies { readonly [K in FieldKind]: unknown };

/**
 * The rules of a field's kind. A kind the index lacks (or one of Object's own names) is
 * an error, never silence.
 */
export function kindOf<F extends FieldBase>(field: F): FieldKindRules<F> {
  const kind: string = field.kind ?? defaultFieldKind;
  if (!Object.hasOwn(fieldKinds, kind)) {
    throw new Error(`No field kind "${kind}"; kinds: ${Object.keys(fieldKinds).join(', ')}.`);
  }
  // The rules under a kind are for fields of that kind, as this one is; TypeScript cannot
  // follow a lookup by the field's own kind.
  return fieldKinds[kind as FieldKind] as unknown as FieldKindRules<F>;
}

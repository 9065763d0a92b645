import { useEffect, useId, useRef, useState } from 'react';
import { useSite } from '../ui/site-context';
import { formMessages } from './form-messages';
import type { FormField, FormMessages } from './form-types';
import type { FormValues } from './form-types';
import { initialValues, validateFields, type FieldErrors } from './validate-fields';
import type { Focusable } from './widgets/widget-props';

export interface FormFieldsOptions {
  fields: readonly FormField[];
  /** Values that override field defaults, such as the service of the page. */
  preset?: FormValues;
  /** The form's own wording of the site's validation messages. */
  messages?: Partial<FormMessages>;
  /** The longest answer any field takes; by default what a lead keeps for each kind. */
  maxLength?: number;
  /** Checks of the answers beyond each field's own, such as the form of a slug. */
  check?: (values: FormValues) => FieldErrors;
}

/**
 * The state of a form's fields, for every form of the site, public or admin: the answers,
 * the messages that block them, and focus on the first refused field once its message shows.
 */
export function useFormFields({ fields, preset, messages, maxLength, check }: FormFieldsOptions) {
  const site = useSite();
  const baseId = useId();
  // Only what the visitor changed is state; the rest follows the defaults and the preset,
  // so a preset that arrives after hydration still shows.
  const [edits, setEdits] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const elements = useRef(new Map<string, Focusable>());
  const focusNext = useRef<string | null>(null);
  const values = { ...initialValues(fields, preset), ...edits };

  // After the render that shows the messages, so the field is announced with its message.
  useEffect(() => {
    const name = focusNext.current;
    focusNext.current = null;
    if (name) elements.current.get(name)?.focus();
  });

  /**
   * Shows these messages on their fields and moves focus to the first, in form order (unless
   * told not to: another form above this one has a message to go to first).
   */
  const showErrors = (found: FieldErrors, { focus = true }: { focus?: boolean } = {}) => {
    setErrors(found);
    focusNext.current = focus
      ? (fields.find((field) => Object.hasOwn(found, field.name))?.name ?? null)
      : null;
  };

  return {
    fields,
    values,
    /** The message on a field, if any (a field may be named like one of Object's own keys). */
    errorOf: (name: string) => (Object.hasOwn(errors, name) ? errors[name] : undefined),
    idOf: (name: string) => `${baseId}-${name}`,
    refFor: (name: string) => (element: Focusable | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    /** Changes answers; a changed answer's message goes until the next check. */
    setValues: (patch: FormValues) => {
      setEdits((current) => ({ ...current, ...patch }));
      setErrors((current) => withoutKeys(current, Object.keys(patch)));
    },
    /** Checks every answer, shows what blocks the form and says whether it may be sent. */
    validate: (options?: { focus?: boolean }): boolean => {
      const rules = { messages: formMessages(site.forms.messages, messages), maxLength };
      const found = { ...check?.(values), ...validateFields(fields, values, rules) };
      showErrors(found, options);
      return Object.keys(found).length === 0;
    },
    showErrors,
    /** Back to the defaults and the preset, with no messages. */
    reset: () => {
      setEdits({});
      setErrors({});
    },
  };
}

export type FormFieldsState = ReturnType<typeof useFormFields>;

function withoutKeys(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => Object.hasOwn(errors, key))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !keys.includes(name)));
}

import { interpolate } from '../locale/interpolate';
import type { FormField, FormMessages, MessageKey } from './form-types';

/**
 * The messages a form speaks: the site's, with the form's own wording where it has one.
 * Only catalogue keys are taken, so a dialog may keep other messages beside them.
 */
export function formMessages(site: FormMessages, own: Partial<FormMessages> = {}): FormMessages {
  const merged = { ...site };
  for (const key of Object.keys(site) as MessageKey[]) {
    const worded = own[key];
    if (worded !== undefined) merged[key] = worded;
  }
  return merged;
}

/** A message with its `{placeholders}` filled in. */
export function fillMessage(
  messages: FormMessages,
  key: MessageKey,
  values: Record<string, string>,
): string {
  return interpolate(messages[key], values);
}

/** A message about a field: its label, and for `tooLong` the most characters it takes. */
export function fieldMessage(
  messages: FormMessages,
  key: MessageKey,
  field: Pick<FormField, 'label'>,
  { max }: { max?: number } = {},
): string {
  return fillMessage(messages, key, {
    label: field.label,
    lowercaseLabel: field.label.toLowerCase(),
    ...(max === undefined ? {} : { max: max.toLocaleString('en-US') }),
  });
}

import type { FormField, FormOption } from './form-types';
import { kindOf } from './kinds';
import type { FormValues } from './form-types';

/** Field values read from the query string, and options a select needs to show them. */
export interface QueryPreset {
  values: FormValues;
  /** Extra options per select field, for values its own list does not have. */
  addedOptions: Record<string, FormOption[]>;
}

export const emptyQueryPreset: QueryPreset = { values: {}, addedOptions: {} };

const longestValue = 120;

/**
 * Presets each field that declares `fromQuery` from its parameter, as its kind reads it: a
 * text field takes the value as given, a select one of its options or a slug it adds as an
 * option, a tick box nothing.
 */
export function presetFromQuery(
  fields: readonly FormField[],
  params: URLSearchParams,
): QueryPreset {
  const preset: QueryPreset = { values: {}, addedOptions: {} };
  for (const field of fields) {
    const raw = field.fromQuery ? params.get(field.fromQuery)?.trim() : undefined;
    if (!raw || raw.length > longestValue) continue;
    const found = kindOf(field).preset?.(raw, field);
    if (!found) continue;
    preset.values[field.name] = found.value;
    if (found.addedOption) preset.addedOptions[field.name] = [found.addedOption];
  }
  return preset;
}

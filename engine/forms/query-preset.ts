import type { FormField } from './form-types';
import { kindOf } from './kinds';
import type { FormValues } from './form-types';

/** Field values read from the query string. */
export interface QueryPreset {
  values: FormValues;
}

export const emptyQueryPreset: QueryPreset = { values: {} };

const longestValue = 120;

/**
 * Presets each field that declares `fromQuery` from its parameter, as its kind reads it: a
 * text field takes the value as given, a select one of its options (any other value picks
 * nothing), a tick box nothing.
 */
export function presetFromQuery(
  fields: readonly FormField[],
  params: URLSearchParams,
): QueryPreset {
  const preset: QueryPreset = { values: {} };
  for (const field of fields) {
    const raw = field.fromQuery ? params.get(field.fromQuery)?.trim() : undefined;
    if (!raw || raw.length > longestValue) continue;
    const found = kindOf(field).preset?.(raw, field);
    if (!found) continue;
    preset.values[field.name] = found.value;
  }
  return preset;
}

/**
 * The query string that chooses what `params` chooses in the selects that declare
 * `fromQuery`, by their own option values (`?service=voip` for `?service=communication`),
 * sorted; '' when it chooses nothing. The server renders a page for it, so only the options
 * a form lists can make one, whatever a visitor's query holds.
 */
export function choiceSearch(fields: readonly FormField[], params: URLSearchParams): string {
  const choices = fields.filter((field) => field.kind === 'select' && field.fromQuery);
  const { values } = presetFromQuery(choices, params);
  const chosen = choices
    .filter((field) => typeof values[field.name] === 'string')
    .map((field) => [field.fromQuery!, String(values[field.name])] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
  return chosen.length > 0 ? `?${new URLSearchParams(chosen)}` : '';
}

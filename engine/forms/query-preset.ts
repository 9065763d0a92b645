import { nameFromSlug } from '../site/service-path';
import type { FormField, FormOption } from './form-types';
import type { FormValues } from './submit-form';

/** Field values read from the query string, and options a select needs to show them. */
export interface QueryPreset {
  values: FormValues;
  /** Extra options per select field, for values its own list does not have. */
  addedOptions: Record<string, FormOption[]>;
}

export const emptyQueryPreset: QueryPreset = { values: {}, addedOptions: {} };

// Only slugs become extra options, so a crafted URL cannot put arbitrary text in a list.
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const longestValue = 120;

/**
 * Presets each field that declares `fromQuery` from its parameter. A select takes the
 * option its `queryMap` names for the value, or the value itself when it is an option;
 * any other slug is kept and offered as an extra option labelled from the slug.
 */
export function presetFromQuery(
  fields: readonly FormField[],
  params: URLSearchParams,
): QueryPreset {
  const preset: QueryPreset = { values: {}, addedOptions: {} };
  for (const field of fields) {
    const raw = field.fromQuery ? params.get(field.fromQuery)?.trim() : undefined;
    if (!raw || raw.length > longestValue || field.kind === 'checkbox') continue;
    if (field.kind !== 'select') {
      preset.values[field.name] = raw;
      continue;
    }
    const key = raw.toLowerCase();
    const target = field.queryMap?.[key] ?? key;
    if ((field.options ?? []).some((option) => option.value === target)) {
      preset.values[field.name] = target;
    } else if (slugPattern.test(target)) {
      preset.values[field.name] = target;
      preset.addedOptions[field.name] = [{ value: target, label: nameFromSlug(target) }];
    }
  }
  return preset;
}

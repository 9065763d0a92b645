import { useLocation } from 'react-router-dom';
import { useIsClient } from '../ui/use-is-client';
import type { FormField } from './form-types';
import { emptyQueryPreset, presetFromQuery, type QueryPreset } from './query-preset';

/** The preset of the fields that declare `fromQuery`, from the current URL. */
export function useQueryPreset(fields: readonly FormField[]): QueryPreset {
  const { search } = useLocation();
  // The prerendered HTML has no query string: the preset waits until hydration is over.
  const hydrated = useIsClient();
  return hydrated ? presetFromQuery(fields, new URLSearchParams(search)) : emptyQueryPreset;
}

import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormField } from './form-types';
import { emptyQueryPreset, presetFromQuery, type QueryPreset } from './query-preset';

const neverChanges = () => () => {};

/**
 * False while the server renders and while the client hydrates, true afterwards. The
 * prerendered HTML has no query string, so the preset waits until hydration is over:
 * React renders once more with the client value instead of reporting a mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** The preset of the fields that declare `fromQuery`, from the current URL. */
export function useQueryPreset(fields: readonly FormField[]): QueryPreset {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return hydrated ? presetFromQuery(fields, new URLSearchParams(search)) : emptyQueryPreset;
}

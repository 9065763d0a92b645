import { useLocation } from 'react-router-dom';
import { useIsClient } from '../ui/use-is-client';
import type { FormField } from './form-types';
import { emptyQueryPreset, presetFromQuery, type QueryPreset } from './query-preset';
import { useRenderedSearch } from './rendered-search';

/**
 * The preset of the fields that declare `fromQuery`, from the current URL. Until hydration
 * is over, from the query the HTML was rendered with (none for prerendered HTML), so the
 * first render matches the server's.
 */
export function useQueryPreset(fields: readonly FormField[]): QueryPreset {
  const { search } = useLocation();
  const rendered = useRenderedSearch();
  const hydrated = useIsClient();
  const shown = hydrated ? search : rendered;
  return shown ? presetFromQuery(fields, new URLSearchParams(shown)) : emptyQueryPreset;
}

import {
  siteServerCapabilities,
  supabaseCapabilities,
  type DataCapabilities,
} from './capabilities';
import { configuredDataMode, type DataMode } from './data-mode';
import type { DataPort, FormSubmission } from './data-port-types';

export type { DataPort, FormSubmission };

/** Which adapter this build uses, known without loading it. */
export const dataMode: DataMode = configuredDataMode(import.meta.env);

/** What this build's adapter offers, known without loading it (as its port declares). */
export const dataCapabilities: DataCapabilities =
  dataMode === 'supabase' ? supabaseCapabilities : siteServerCapabilities;

let opened: Promise<DataPort> | undefined;

async function open(): Promise<DataPort> {
  if (dataMode === 'supabase') {
    const { createSupabaseDataPort } = await import('./supabase-data-port');
    return createSupabaseDataPort();
  }
  const { createHttpDataPort } = await import('./http-data-port');
  return createHttpDataPort();
}

/**
 * The data port of this browser tab. Its adapter's code (and supabase-js) loads on the
 * first call only; a failed load is not kept, so the next call tries again.
 */
export function openDataPort(): Promise<DataPort> {
  opened ??= open().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

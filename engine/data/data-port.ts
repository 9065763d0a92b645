import type { FormDefinition } from '../forms/form-types';
import type { FormValues } from '../forms/submit-form';
import {
  siteServerCapabilities,
  supabaseCapabilities,
  type DataCapabilities,
} from './capabilities';
import { configuredDataMode, type DataMode } from './data-mode';
import type { LeadStore } from '../leads/lead';
import type { ServiceContentStore } from './service-content';

/** One form submission from a page. */
export interface FormSubmission {
  form: FormDefinition;
  values: FormValues;
  /** The path of the page it was sent from. */
  page: string;
}

/**
 * The browser's one way to data, with two adapters: the site server's HTTP API, or
 * Supabase (static hosting). Blocks and screens never know which one they have.
 */
export interface DataPort {
  capabilities: DataCapabilities;
  services: ServiceContentStore;
  leads: LeadStore;
  /** Stores a form submission as a lead; rejects with a DataRequestError when it was not. */
  submitForm(submission: FormSubmission): Promise<void>;
}

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

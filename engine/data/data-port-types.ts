import type { FormDefinition, FormMessages, FormValues } from '../forms/form-types';
import type { LeadStore } from '../leads/lead';
import type { LeadSource } from '../leads/lead-source';
import type { DataCapabilities } from './capabilities';
import type { ServiceContentStore } from '../services/service-content';

/** One form submission from a page. */
export interface FormSubmission {
  form: FormDefinition;
  values: FormValues;
  /** The path of the page it was sent from. */
  page: string;
  /** Where the visit came from (visit-source.ts). */
  source?: LeadSource;
  /** The server's signed note of when the form opened, against machines sending at once. */
  ticket?: string;
  /**
   * How the form words an answer it does not accept (the site's catalogue with the form's
   * own), for an adapter that words the problems itself: the site server words its own.
   */
  messages: FormMessages;
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

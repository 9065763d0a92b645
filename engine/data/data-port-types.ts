import type { ActivityStore } from '../activity/activity';
import type { FormSubmission } from '../forms/form-types';
import type { LeadStore } from '../leads/lead';
import type { DataCapabilities } from './capabilities';
import type { ServiceContentStore } from '../services/service-store';

/**
 * The browser's one way to data, with two adapters: the site server's HTTP API, or
 * Supabase (static hosting). Blocks and screens never know which one they have.
 */
export interface DataPort {
  capabilities: DataCapabilities;
  services: ServiceContentStore;
  leads: LeadStore;
  /** Who did what: staff actions, for the dashboard's Activity tab. */
  activity: ActivityStore;
  /** Stores a form submission as a lead; rejects with a DataRequestError when it was not. */
  submitForm(submission: FormSubmission): Promise<void>;
}

export type { FormSubmission };

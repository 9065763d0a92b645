import type { FormPort } from '../forms/form-port';
import { dataMode, openDataPort } from './data-port';

/** Forms send through this tab's data port: the site server's API, or Supabase. */
export const browserFormPort: FormPort = {
  submitForm: async (submission) => (await openDataPort()).submitForm(submission),
  handsOutTickets: dataMode === 'server',
};

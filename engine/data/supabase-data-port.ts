import { HONEYPOT_FIELD } from '../forms/honeypot';
import { leadFields } from '../leads/lead-answers';
import { supabaseCapabilities } from './capabilities';
import type { DataPort } from './data-port-types';
import { DataRequestError } from './data-request-error';
import { createSupabaseLeadStore } from './supabase-lead-store';
import { browserSupabaseClient } from './supabase-client';
import { createSupabaseStore } from './supabase-store';

/**
 * The data port over Supabase (static hosting): the browser's one supabase-js client,
 * so staff writes carry the signed-in staff member's token and row level security sees
 * their role and second factor.
 */
export function createSupabaseDataPort(): DataPort {
  const client = browserSupabaseClient();
  if (!client) {
    throw new DataRequestError('server', 'This build has no Supabase project configured.');
  }
  const leads = createSupabaseLeadStore(client);
  return {
    capabilities: supabaseCapabilities,
    services: createSupabaseStore(client),
    leads,
    async submitForm({ form, values, page }) {
      // Only bots fill in the hidden field; like the site server, store nothing for them.
      const trap = values[HONEYPOT_FIELD];
      if (typeof trap === 'string' && trap.trim() !== '') return;
      await leads.add({ form: form.name, page, fields: leadFields(form, values) });
    },
  };
}

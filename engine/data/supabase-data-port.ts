import { createSupabaseActivityStore } from '../activity/stores/supabase-activity-store';
import { supabaseCapabilities } from './capabilities';
import type { DataPort } from './data-port-types';
import { DataRequestError } from '../errors/data-request-error';
import { createSupabaseLeadStore } from '../leads/stores/supabase-lead-store';
import { browserSupabaseClient } from './supabase-client';
import { createSupabaseStore } from '../services/stores/supabase-service-store';
import { createSupabasePostStore } from '../posts/stores/supabase-post-store';

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
    posts: createSupabasePostStore(client),
    leads,
    activity: createSupabaseActivityStore(client),
    submitForm: (submission) => leads.submit(submission),
  };
}

import type { SupabaseClient } from '@supabase/supabase-js';
import { storeError } from '../../errors/store-error';
import { auditEventsArguments, type ActivityEntry, type ActivityStore } from '../activity';

/**
 * The activity log on Supabase, read through public.audit_events as the signed-in staff
 * member (row level security lets only staff with a second factor read it).
 */
export function createSupabaseActivityStore(client: SupabaseClient): ActivityStore {
  return {
    async list(query) {
      const { data, error, status } = await client
        .rpc('audit_events', auditEventsArguments(query))
        .retry(false);
      if (error) {
        throw storeError('Could not load the activity', { ...error, status });
      }
      return data as ActivityEntry[];
    },
  };
}

/**
 * Notes that the signed-in staff member signed in or is signing out: Supabase signs staff
 * in itself, so the dashboard tells the activity log.
 */
export async function noteStaffSession(
  client: SupabaseClient,
  event: 'signed-in' | 'signed-out',
): Promise<void> {
  const { error, status } = await client.rpc('note_staff_session', { event });
  if (error) throw storeError('Could not note the sign-in', { ...error, status });
}

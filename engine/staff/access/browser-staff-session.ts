import { browserSupabaseClient } from '../../data/supabase-client';
import { createStaffSession, type StaffSession } from './staff-session';

let session: StaffSession | undefined;

/** The staff session of this browser tab, over the client every Supabase request uses. */
export function browserStaffSession(): StaffSession {
  if (session) return session;
  const client = browserSupabaseClient();
  if (!client) throw new Error('Staff sign-in needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  session = createStaffSession(client);
  return session;
}

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

// supabase-js sets up its realtime client on creation and fails where there is
// no global WebSocket (Node 20). Scripts never subscribe to channels, so a
// transport that refuses to connect stands in for one.
class NoRealtimeTransport {
  constructor() {
    throw new Error('Supabase Realtime is not available in this script.');
  }
}

/**
 * A supabase-js client for Node scripts (the CLI, tests): no stored session,
 * no token refresh timers, and no WebSocket needed.
 */
export function createNodeSupabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(typeof WebSocket === 'undefined'
      ? { realtime: { transport: NoRealtimeTransport as never } }
      : {}),
  });
}

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

let client: SupabaseClient | null | undefined;

/**
 * The browser's one Supabase client, made with the public anon key from
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`; null when either is unset,
 * which means the site uses its own server instead. Reads, writes and staff
 * sign-in share it, so every request carries the signed-in user's token.
 */
export function browserSupabaseClient(): SupabaseClient | null {
  if (client !== undefined) return client;
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  client =
    url && anonKey
      ? createClient(url, anonKey, {
          // Staff sign in with a password only; a session offered in a link's URL
          // fragment is never one this site asked for.
          auth: { detectSessionInUrl: false },
        })
      : null;
  return client;
}

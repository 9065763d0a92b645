import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The browser's Supabase client, made with the public anon key from
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`; null when either is unset,
 * which means the site uses the embedded database instead.
 */
export function createBrowserSupabaseClient(): SupabaseClient | null {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (!url || !anonKey) return null;
  return createClient(url, anonKey);
}

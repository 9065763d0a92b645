/**
 * Where the browser's data comes from, fixed at build time: the site's own server
 * (`npm start`), or Supabase when `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` are
 * set (static hosting). Blocks never ask; the data port does.
 */
export type DataMode = 'server' | 'supabase';

export function configuredDataMode(env: Record<string, unknown>): DataMode {
  return env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY ? 'supabase' : 'server';
}

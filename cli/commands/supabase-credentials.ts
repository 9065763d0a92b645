import type { SupabaseClient } from '@supabase/supabase-js';

const URL_VARIABLE = 'SUPABASE_URL';
const KEY_VARIABLE = 'SUPABASE_SERVICE_ROLE_KEY';

export type ServiceRoleClientResult =
  { client: SupabaseClient; problem?: undefined } | { client?: undefined; problem: string };

/**
 * A Supabase client with the service role key, for operators' commands only:
 * the key bypasses row level security and must never reach a browser bundle.
 */
export async function createServiceRoleClient(
  env: Record<string, string | undefined>,
): Promise<ServiceRoleClientResult> {
  const missing = [URL_VARIABLE, KEY_VARIABLE].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return {
      problem:
        `Missing environment variable${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}. ` +
        `Set ${URL_VARIABLE} to the project URL and ${KEY_VARIABLE} to its service role key ` +
        '(Supabase dashboard, Project Settings, API).',
    };
  }
  const { createNodeSupabaseClient } = await import('../../engine/data/node-supabase-client');
  try {
    return {
      client: createNodeSupabaseClient(env[URL_VARIABLE] as string, env[KEY_VARIABLE] as string),
    };
  } catch (error) {
    return { problem: `${URL_VARIABLE} is not usable: ${(error as Error).message}` };
  }
}

/** Whether either Supabase variable is set: then the commands work on Supabase. */
export function hasSupabaseCredentials(env: Record<string, string | undefined>): boolean {
  return [URL_VARIABLE, KEY_VARIABLE].some((name) => Boolean(env[name]?.trim()));
}

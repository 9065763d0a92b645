import { fakeAnonKey } from '../fixtures/auth-tokens';

/**
 * The production build in Supabase mode that the staff sign-in tests run against, in a
 * folder of its own beside the default build. Its Supabase project is fake: the tests
 * intercept every request to it.
 */
export const supabaseBuild = {
  dist: process.env.SUPABASE_SITE_DIST ?? 'dist-supabase',
  supabaseUrl: 'http://supabase.test',
  anonKey: fakeAnonKey,
};

/** The environment that build is made with. */
export const supabaseBuildEnv = {
  SITE_DIST: supabaseBuild.dist,
  VITE_SUPABASE_URL: supabaseBuild.supabaseUrl,
  VITE_SUPABASE_ANON_KEY: supabaseBuild.anonKey,
};

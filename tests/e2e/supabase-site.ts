import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeAnonKey } from '../fixtures/auth-tokens';

/**
 * The production build in Supabase mode that the staff sign-in tests run against: built
 * once per test run into its own folder and served on its own port, beside the default
 * build. Its Supabase project is fake: the tests intercept every request to it.
 */
export const supabaseSite = {
  dist: process.env.SUPABASE_SITE_DIST ?? 'dist-supabase',
  port: Number(process.env.E2E_SUPABASE_PORT ?? 4318),
  // The server that serves it still opens a database of its own; the build never uses it.
  // Under the system's temporary folder, which the embedded database's user can reach.
  dataDir: path.resolve(
    process.env.E2E_SUPABASE_DATA_DIR ?? path.join(tmpdir(), 'crew-site-e2e-data-supabase'),
  ),
  supabaseUrl: 'http://supabase.test',
  anonKey: fakeAnonKey,
};

export const supabaseSiteUrl = `http://localhost:${supabaseSite.port}`;

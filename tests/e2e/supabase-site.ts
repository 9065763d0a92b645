import path from 'node:path';
import { folderForTheRun, portForTheRun } from './run-resources';
import { supabaseBuild } from './supabase-build';

/**
 * The production build in Supabase mode that the staff sign-in tests run against: built
 * once per test run into its own folder and served on a free port, beside the default
 * build. Its Supabase project is fake: the tests intercept every request to it.
 */
export const supabaseSite = {
  dist: supabaseBuild.dist,
  port: portForTheRun('E2E_SUPABASE_PORT'),
  // The server that serves it still opens a database of its own; the build never uses it.
  // Under the system's temporary folder, which the embedded database's user can reach.
  dataDir: path.resolve(folderForTheRun('E2E_SUPABASE_DATA_DIR', 'crew-site-e2e-supabase-')),
  supabaseUrl: supabaseBuild.supabaseUrl,
  anonKey: supabaseBuild.anonKey,
};

export const supabaseSiteUrl = `http://localhost:${supabaseSite.port}`;

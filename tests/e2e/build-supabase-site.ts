// `npm run build:e2e`: the Supabase-mode build the staff sign-in tests use, made beside the
// default build while `npm test` lints and type-checks (the end-to-end run then serves it
// as it is, SUPABASE_SITE_BUILT=1). Run alone, `playwright test` builds it itself.
import { spawn } from 'node:child_process';
import { supabaseBuildEnv } from './supabase-build';

const build = spawn(process.execPath, ['--import', 'tsx', 'engine/build/build.ts', '--site-only'], {
  stdio: 'inherit',
  env: { ...process.env, ...supabaseBuildEnv },
});
build.on('exit', (code) => process.exit(code ?? 1));

import { defineConfig, devices } from '@playwright/test';
import { supabaseSite, supabaseSiteUrl } from './tests/e2e/supabase-site';
import { chromiumArgs, chromiumExecutable } from './tests/tools/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);

/** End-to-end tests against the production build (run `npm run build` first). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Separate output per build folder, so parallel runs don't delete each other's traces.
  outputDir: `test-results/${process.env.SITE_DIST ?? 'dist'}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx engine/server/serve.ts`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // A second build, in Supabase mode, for the staff sign-in tests (admin-auth.spec.ts).
      command: `npx tsx engine/build/build.ts && npx tsx engine/server/serve.ts`,
      env: {
        SITE_DIST: supabaseSite.dist,
        PORT: String(supabaseSite.port),
        VITE_SUPABASE_URL: supabaseSite.supabaseUrl,
        VITE_SUPABASE_ANON_KEY: supabaseSite.anonKey,
      },
      url: `${supabaseSiteUrl}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { e2eSite } from './tests/e2e/e2e-site';
import { supabaseSite, supabaseSiteUrl } from './tests/e2e/supabase-site';
import { chromiumArgs, chromiumExecutable } from './tests/tools/chromium';

const port = e2eSite.port;
// Each server starts on an empty data directory of this run's, removed when it stops.
const stopServer = { signal: 'SIGTERM', timeout: 15_000 } as const;

/** End-to-end tests against the production build (run `npm run build` first). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Separate output per build folder, so parallel runs don't delete each other's traces.
  outputDir: `test-results/${process.env.SITE_DIST ?? 'dist'}`,
  fullyParallel: true,
  // One browser at a time, wherever it runs: on two cores a second one finished the suite no
  // sooner (20 min against 19, one run each) and made tests three times as slow now and then.
  workers: 1,
  // No retries: a test that fails once is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Room for a busy 2-core machine, where a fresh browser page and its first start take
  // three times as long as alone: these are budgets for waiting on states, not delays.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // One browser tab for all the tests of a worker, reset between tests: Playwright clears
    // its cookies, storage (local and session), cache, routes and init scripts, and closes
    // other pages. Opening a new context and tab for every test made the suite a fifth
    // slower on this 2-core machine. Tests that need a browser of their own (two staff at
    // once, a measured first visit) open one with `browser.newContext()`.
    reuseContext: true,
    // No trace unless asked for (E2E_TRACE=1): recording one for every test, to keep those
    // that fail, made the suite a third slower on this 2-core machine (admin and service-page
    // specs: 173 s against 121 s). A failure still leaves its page's accessibility snapshot
    // (error-context.md) and a screenshot in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
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
      command: 'npx tsx tests/e2e/serve-site.ts',
      gracefulShutdown: stopServer,
      // Many tests send forms from one address; the limit itself is tested on the server.
      // Its warnings and errors show in the test output; requests are not logged.
      env: {
        PORT: String(port),
        DATA_DIR: e2eSite.dataDir,
        LEADS_PER_MINUTE: '10000',
        // Tests fill forms faster than people do: no form is too quick for them.
        LEAD_MIN_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      url: `http://localhost:${port}/`,
      stdout: 'pipe',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // A second build, in Supabase mode, for the staff sign-in tests (admin-auth.spec.ts).
      command: 'npx tsx tests/e2e/serve-site.ts --build',
      gracefulShutdown: stopServer,
      env: {
        SITE_DIST: supabaseSite.dist,
        DATA_DIR: supabaseSite.dataDir,
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

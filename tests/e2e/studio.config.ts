import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tools/chromium';

/**
 * The studio's end-to-end test alone (`npx playwright test -c tests/e2e/studio.config.ts`):
 * it starts its own studio, so none of the site servers of playwright.config.ts are needed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'studio.spec.ts',
  outputDir: '../../test-results/studio',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
});

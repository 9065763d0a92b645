import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit, component, database and CLI tests. End-to-end tests live in tests/e2e and run
// under Playwright against the production build.

// Component tests share their worker's modules (React, MUI, the block registry), imported
// once instead of once per file: half the time. These files stub the environment, mock
// modules or read the document head, so they keep a fresh set of modules each.
const componentTestsOnTheirOwn = [
  '**/*.supabase.test.tsx',
  'engine/boot/page-boot.test.tsx',
  'engine/boot/app-scripts.test.tsx',
  'engine/islands/island-scheduler.test.tsx',
  'engine/staff/dashboard-block/AdminDashboard.test.tsx',
  'engine/staff/gate/StaffGate.test.tsx',
  'engine/ui/scroll.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest leaves one core of two idle by default (CPUs - 1 workers): the suite takes
    // twice as long on a 2-core machine. Both cores, as the end-to-end tests use them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{engine,blocks,cli,supabase,tests,bench}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // A throwaway PostgreSQL server (database tests run on it as well as on PGlite),
          // and an empty PGlite to copy.
          globalSetup: ['tests/setup/databases.ts'],
          // Files share their worker's modules, imported once: a third less time.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,blocks,tests}/**/*.test.tsx'],
          exclude: componentTestsOnTheirOwn,
          isolate: false,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: componentTestsOnTheirOwn,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit, component, database and CLI tests. End-to-end tests live in tests/e2e and run
// under Playwright against the production build.
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
          include: ['{engine,blocks,cli,supabase,tests,bench,studio}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // A throwaway PostgreSQL server (database tests run on it as well as on PGlite),
          // and an empty PGlite to copy.
          globalSetup: ['tests/setup/databases.ts'],
          // Files share their worker's modules, imported once: a third less time. (Component
          // tests keep their own: React and MUI hold on to the document they first met.)
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
          // Each file in a VM context of its own over one window per worker thread, instead of
          // a new jsdom and a fresh import of React and MUI per file: the component tests took
          // 193 s against 378 s on this 2-core machine (tests/setup-dom.ts fills in what such a
          // context lacks).
          pool: 'vmThreads',
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

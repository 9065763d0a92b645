import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineFaviconPlugin } from './engine/build/vite-plugin-favicon';
import { pagesPlugin } from './engine/build/vite-plugin-pages';
import { lowPriorityStarterPlugin } from './engine/build/vite-plugin-starter';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * What every island and the app share, in one chunk that the browser caches once: React,
 * the router, Emotion and MUI's styling system, and the theme. The blocks' own code and
 * the MUI components they use stay in chunks of their own.
 */
const sharedCode =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|@mui[\\/](system|styled-engine|utils|private-theming)|stylis|hoist-non-react-statics|react-is)[\\/]|[\\/]engine[\\/]theme[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pagesPlugin({ pagesDir: path.join(root, 'pages'), root }),
    lowPriorityStarterPlugin(),
    inlineFaviconPlugin(root),
  ],
  // PGlite ships its own WASM and data files; pre-bundling breaks their URLs.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    // The starter preloads the app's and the islands' files from the page's boot, which
    // lists exactly what the page needs: it carries no list of its own.
    modulePreload: {
      // Every browser the site supports but Safari before 17 preloads modules itself; there
      // the hints are skipped and the modules load when imported. The polyfill would cost
      // the starter about 300 bytes.
      polyfill: false,
      resolveDependencies: (file, deps) =>
        /(^|\/)(start-client|island-runtime)-[\w-]+\.js$/.test(file) ? [] : deps,
    },
    // Bundle sizes are budgeted by tests/bundle-budget.test.ts and reported by `npm run bench`.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : { codeSplitting: { groups: [{ name: 'shared', test: sharedCode }] } },
      onLog(level, log, handler) {
        // PGlite ships Emscripten output (a direct eval, a guarded `node:module` import)
        // that is sound in the browser; its notices would bury ours.
        if (/@electric-sql[\\/]pglite/.test(`${log.id ?? ''} ${log.message}`)) return;
        handler(level, log);
      },
    },
  },
  ssr: {
    // Bundle the UI libraries into the prerender build so Node resolves one copy of each.
    noExternal: [/^@mui\//, 'notistack', /^@fontsource/],
  },
  // The dev server has no API of its own: forms, record lookups and /admin reach a site
  // server started with `npm start` (or SITE_SERVER_URL).
  server: {
    port: 5173,
    proxy: { '/api': process.env.SITE_SERVER_URL ?? 'http://localhost:4173' },
  },
  preview: { port: 4173 },
}));

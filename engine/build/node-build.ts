import path from 'node:path';
import { build } from 'vite';
import { documentValidators } from '../pages/document-validators';

/**
 * Where the compiled site server and `sitectl` live: a folder of its own, because the site
 * build replaces its folder whole. Packages stay outside the bundle and load from
 * node_modules; only `dependencies` are needed to run it.
 */
export const NODE_DIST = 'dist-node';

/** The programs compiled to `dist-node/<name>.mjs`. */
export const NODE_ENTRIES = {
  server: 'engine/server/main.ts',
  sitectl: 'cli/sitectl.ts',
};

/**
 * Compiles the site server and the command line to plain JavaScript for Node, and leaves
 * the document validators compiled for their first run (document-validators.ts).
 */
export async function buildNode(root: string): Promise<void> {
  documentValidators();
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      target: 'node24',
      outDir: path.join(root, NODE_DIST),
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: NODE_ENTRIES,
        output: {
          format: 'es',
          entryFileNames: '[name].mjs',
          chunkFileNames: 'chunks/[name]-[hash].mjs',
        },
      },
    },
  });
}

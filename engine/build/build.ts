import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './compress';
import { prerender } from './prerender';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SITE_DIST lets several builds live side by side (e.g. parallel test runs).
const distDir = path.resolve(root, process.env.SITE_DIST ?? 'dist');
const ssrDir = `${distDir}-ssr`;

/**
 * The production build: the client bundle, a server bundle for prerendering, one HTML
 * file per static route, then precompressed copies of every text asset.
 */
async function main() {
  const started = performance.now();
  await rm(distDir, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  await build({ root, logLevel: 'warn', build: { outDir: distDir, manifest: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'engine/app/entry-server.tsx', outDir: ssrDir },
  });
  const timings = await prerender(distDir, ssrDir);
  await precompress(distDir);
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Built ${timings.length} pages in ${seconds} s: ${timings.map((timing) => timing.route).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNode, NODE_DIST } from './node-build';
import { buildSite } from './site-build';

// A production build, whatever NODE_ENV the shell (or a test runner) has: React's JSX
// transform and Vite decide on development code by it.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SITE_DIST lets several builds live side by side (e.g. parallel test runs).
const distDir = path.resolve(root, process.env.SITE_DIST ?? 'dist');

/**
 * `npm run build`: the site, then the server and `sitectl` compiled for Node.
 * `--site-only` builds the site alone (a second build beside one whose server is compiled).
 */
async function buildAll(): Promise<void> {
  const { pages, seconds, media } = await buildSite(root, distDir);
  console.info(
    `Built ${pages.length} pages in ${seconds.toFixed(1)} s into ${path.relative(root, distDir)}/`,
  );
  const photos = Object.keys(media.manifest).length;
  console.info(
    `Media: ${photos} photo${photos === 1 ? '' : 's'}, ${media.encoded} encodings made, ${media.reused} reused from earlier builds`,
  );
  if (process.argv.includes('--site-only')) return;
  await buildNode(root);
  console.info(`Compiled the server and sitectl into ${NODE_DIST}/`);
}

buildAll().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

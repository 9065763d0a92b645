import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from './site-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SITE_DIST lets several builds live side by side (e.g. parallel test runs).
const distDir = path.resolve(root, process.env.SITE_DIST ?? 'dist');

buildSite(root, distDir)
  .then(({ pages, seconds }) => {
    console.info(
      `Built ${pages.length} pages in ${seconds.toFixed(1)} s into ${path.relative(root, distDir)}/`,
    );
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });

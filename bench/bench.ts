import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNode } from '../engine/build/node-build';
import { buildSite } from '../engine/build/site-build';
import { routeBytes } from './route-bytes';
import { runLighthouse } from './lighthouse';
import { runFirstTapBench } from './first-tap';
import { runHungWebhook, runNotifiedLeadBurst } from './notified-leads';
import { runServerLoad } from './server-load';
import { runImportDecisionBench } from './import-decisions';
import { runValidationBench } from './validation';
import { runMediaBench } from './media';

/**
 * Prints where the site stands: bytes each route loads before first paint, prerender
 * time per page, the photos' encoding (from nothing and on a rebuild) and the bytes a phone
 * and a desktop fetch for a page whose hero is a photo, validation speed (in process, and `sitectl validate` start-up included),
 * Lighthouse, the first tap on a slow phone, the server under load, a 60 s burst of lead
 * posts with notifications on and how fast the outbox drains it, and how late emails are
 * while a webhook receiver hangs. It asserts nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist-bench');
const clientDir = path.join(distDir, 'client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.info('Building the production site…');
const built = await buildSite(root, distDir);
// The server the load runs against is the compiled one, as production runs it.
await buildNode(root);
console.info(`\nBuild: ${built.pages.length} pages in ${built.seconds.toFixed(1)} s\n`);

console.info(
  'Route                                  start JS   app JS    CSS (gz)   HTML (gz)  prerender',
);
for (const page of built.pages) {
  const bytes = await routeBytes(clientDir, page.route, page.file);
  console.info(
    `${page.route.padEnd(38)} ${kb(bytes.startJs).padStart(8)} ${kb(bytes.appJs).padStart(9)} ${kb(bytes.css).padStart(10)} ${kb(bytes.html).padStart(10)} ${`${page.ms.toFixed(0)} ms`.padStart(10)}`,
  );
}
const total = built.pages.reduce((sum, page) => sum + page.ms, 0);
console.info(
  `\nPrerender: ${(total / built.pages.length).toFixed(1)} ms per page on average, ${total.toFixed(0)} ms in all`,
);

await runMediaBench(root, distDir, built);
await runValidationBench(root);
runImportDecisionBench();

await runLighthouse(distDir);
await runFirstTapBench(distDir);
await runServerLoad(distDir);
await runNotifiedLeadBurst(distDir, 60);
await runHungWebhook(distDir);
await rm(distDir, { recursive: true, force: true });

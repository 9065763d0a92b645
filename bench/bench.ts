import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFiles } from '../engine/document/validate-files';
import { buildSite } from '../engine/build/site-build';
import { routeBytes } from './route-bytes';
import { runLighthouse } from './lighthouse';
import { runServerLoad } from './server-load';

/**
 * Prints where the site stands: bytes each route loads before first paint, prerender
 * time per page, and validation throughput. It asserts nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist-bench');
const clientDir = path.join(distDir, 'client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.info('Building the production site…');
const built = await buildSite(root, distDir);
console.info(`\nBuild: ${built.pages.length} pages in ${built.seconds.toFixed(1)} s\n`);

console.info('Route                                   JS (gz)    CSS (gz)   HTML (gz)  prerender');
for (const page of built.pages) {
  const bytes = await routeBytes(clientDir, page.route, page.file);
  console.info(
    `${page.route.padEnd(38)} ${kb(bytes.js).padStart(9)} ${kb(bytes.css).padStart(10)} ${kb(bytes.html).padStart(10)} ${`${page.ms.toFixed(0)} ms`.padStart(10)}`,
  );
}
const total = built.pages.reduce((sum, page) => sum + page.ms, 0);
console.info(
  `\nPrerender: ${(total / built.pages.length).toFixed(1)} ms per page on average, ${total.toFixed(0)} ms in all`,
);

// Validation throughput on generated documents shaped like real pages.
const count = 1000;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));
const sample = (index: number) => `title: Generated page ${index}
description: A generated page for measuring validation.
blocks:
  - type: hero
    title: Page ${index}
    subtitle: Measuring how fast page documents validate.
    actions:
      - { label: Contact us, to: /contact }
  - type: card-grid
    heading: Cards
    items:
${Array.from({ length: 8 }, (_, card) => `      - { title: Card ${card}, description: Text of card ${card}, features: [One, Two, Three] }`).join('\n')}
  - type: stats-band
    items:
      - { value: '500+', label: Members }
      - { value: '24/7', label: Support }
`;
await Promise.all(
  Array.from({ length: count }, (_, index) =>
    writeFile(path.join(dir, `page-${index}.yaml`), sample(index)),
  ),
);
const started = performance.now();
const report = await validateFiles([dir], path.join(root, 'pages'), root);
const seconds = (performance.now() - started) / 1000;
console.info(
  `\nValidation: ${count} documents in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} documents/s (${report.problems.length} problems)`,
);
await rm(dir, { recursive: true, force: true });

await runLighthouse(distDir);
await runServerLoad(distDir);
await rm(distDir, { recursive: true, force: true });

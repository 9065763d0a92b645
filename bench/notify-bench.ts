import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNode } from '../engine/build/node-build';
import { runHungWebhook, runNotifiedLeadBurst } from './notified-leads';

/**
 * `npm run bench:notify -- [burst seconds]`: the notification benches of `npm run bench`
 * alone, on an existing `npm run build` in dist/: a burst of leads (60 s unless told) with
 * email and webhook on and how fast the outbox drains it, then a webhook receiver that
 * never answers and how late each email arrives. It asserts nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const burstSeconds = Number(process.argv[2] ?? 60);
if (!Number.isInteger(burstSeconds) || burstSeconds < 1) {
  console.error('Give the burst in whole seconds, such as 60.');
  process.exit(2);
}
// The server the benches run is the compiled one, as production runs it.
await buildNode(root);
if (burstSeconds !== 60) {
  console.info(`A shorter burst than the issue's 60 s: ${burstSeconds} s, labelled as such.`);
}
await runNotifiedLeadBurst(path.join(root, 'dist'), burstSeconds);
await runHungWebhook(path.join(root, 'dist'));

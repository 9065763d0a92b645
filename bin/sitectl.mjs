#!/usr/bin/env node
// `sitectl`: runs the compiled command line, dist-node/sitectl.mjs, which `npm run build`
// makes. While that is missing or older than its sources (a fresh checkout, or sources
// edited since), it runs the TypeScript sources through tsx, one of the development tools.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime, NODE_SOURCES } from './newest-mtime.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const compiled = path.join(root, 'dist-node', 'sitectl.mjs');
const compiledIsCurrent =
  existsSync(compiled) && statSync(compiled).mtimeMs >= newestMtime(root, NODE_SOURCES);

async function loadTsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return null;
  }
}

const tsx = compiledIsCurrent ? null : await loadTsx();
if (tsx) {
  tsx.register();
  await import(pathToFileURL(path.join(root, 'cli', 'sitectl.ts')).href);
} else if (existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  console.error('sitectl is not built yet: run `npm run build` in ' + root + '.');
  process.exitCode = 2;
}

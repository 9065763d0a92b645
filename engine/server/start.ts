import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, NODE_SOURCES } from '../../bin/newest-mtime.mjs';
import { buildLayout, resolveDistDir, type BuildManifest } from '../build/build-layout';
import { buildNode, NODE_DIST } from '../build/node-build';
import { buildSite } from '../build/site-build';
import { configuredDataMode } from '../data/data-mode';
import { projectRoot } from './config';

// What the site build is made from; the server's own code is not part of it.
const BUILD_INPUTS = [
  'pages',
  'blocks',
  'engine',
  'public',
  'supabase/seed',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const NOT_BUILD_INPUTS = [path.join('engine', 'server'), path.join('engine', 'database')];

/** Why a new site build is needed, or null when the one in `distDir` is current. */
async function reasonToBuild(distDir: string): Promise<string | null> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(buildLayout(distDir).manifest, 'utf8')) as BuildManifest;
  } catch {
    return 'there is no build yet';
  }
  if (manifest.dataMode !== configuredDataMode(process.env)) return 'the data mode changed';
  if (newestMtime(projectRoot, BUILD_INPUTS, NOT_BUILD_INPUTS) > Date.parse(manifest.builtAt)) {
    return 'the sources changed';
  }
  return null;
}

/**
 * `npm start`: builds the site and compiles the server when either is missing or older
 * than its sources, then runs the compiled server.
 */
const distDir = resolveDistDir(projectRoot, process.env);
const reason = await reasonToBuild(distDir);
if (reason) {
  console.info(`Building the site (${reason})…`);
  const { pages, seconds } = await buildSite(projectRoot, distDir);
  console.info(`Built ${pages.length} pages in ${seconds.toFixed(1)} s.`);
}
const compiledServer = path.join(projectRoot, NODE_DIST, 'server.mjs');
const compiledAt = await stat(compiledServer).then(
  (stats) => stats.mtimeMs,
  () => 0,
);
if (compiledAt < newestMtime(projectRoot, NODE_SOURCES)) {
  console.info('Compiling the server and sitectl…');
  await buildNode(projectRoot);
}
await import(pathToFileURL(compiledServer).href);

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { newestMtime, NODE_SOURCES } from '../../bin/newest-mtime.mjs';
import { configuredDataMode } from '../data/data-mode';
import { projectRoot } from '../schema/project-root';
import { buildLayout, resolveDistDir, type BuildManifest } from './build-layout';
import { buildNode, NODE_DIST } from './node-build';
import { buildSite } from './site-build';

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
 * The first half of `npm start`: builds the site and compiles the server when either is
 * missing or older than its sources, then exits. The script then `exec`s the compiled
 * server, so the process a supervisor started is the server itself (it gets SIGTERM) and
 * none of the build's memory stays behind.
 */
// A production build, whatever NODE_ENV the shell (or a test runner) has (see build.ts).
process.env.NODE_ENV = 'production';
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

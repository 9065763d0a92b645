import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildLayout, resolveDistDir, type BuildManifest } from '../build/build-layout';
import { buildSite } from '../build/site-build';
import { configuredDataMode } from '../data/data-mode';
import { projectRoot } from './config';

// What the build is made from; the server's own code is not part of it.
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

async function newestInput(): Promise<number> {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    const target = path.join(projectRoot, input);
    const entries = await readdir(target, { recursive: true, withFileTypes: true }).catch(
      () => null,
    );
    const files = entries
      ? entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [target];
    for (const file of files) {
      if (NOT_BUILD_INPUTS.some((skip) => path.relative(projectRoot, file).startsWith(skip)))
        continue;
      const stats = await stat(file).catch(() => null);
      if (stats) newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

/** Why a new build is needed, or null when the one in `distDir` is current. */
async function reasonToBuild(distDir: string): Promise<string | null> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(buildLayout(distDir).manifest, 'utf8')) as BuildManifest;
  } catch {
    return 'there is no build yet';
  }
  if (manifest.dataMode !== configuredDataMode(process.env)) return 'the data mode changed';
  if ((await newestInput()) > Date.parse(manifest.builtAt)) return 'the sources changed';
  return null;
}

/** `npm start`: builds the site when it has no current build, then serves it. */
const distDir = resolveDistDir(projectRoot, process.env);
const reason = await reasonToBuild(distDir);
if (reason) {
  console.info(`Building the site (${reason})…`);
  const { pages, seconds } = await buildSite(projectRoot, distDir);
  console.info(`Built ${pages.length} pages in ${seconds.toFixed(1)} s.`);
}
await import('./main');

import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { configuredDataMode } from '../data/data-mode';
import {
  scriptPreloadsFile,
  scriptPreloadsFromManifest,
  type ViteManifest,
} from './script-preloads';
import { buildLayout, type BuildManifest } from './build-layout';
import { precompress } from './compress';
import { mediaReportFile, type MediaReport } from './encode-media';
import type { ServerEntry } from './page-template';
import { prerender, type PrerenderTiming } from './prerender';
import { seedPosts, seedRecords } from './seed-records';
import { writeSeoFiles } from './seo-files';

// Vite's bundling config loader handles our extensionless imports; its notice about the
// future native loader is not actionable here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

export interface SiteBuildResult {
  pages: PrerenderTiming[];
  seconds: number;
  /** The media pictures' encodings: how many this build made and how many it reused. */
  media: MediaReport;
}

/**
 * The production build into `distDir` (see build-layout.ts): the client bundle, the
 * server renderer, one HTML file per static route and seeded service, and precompressed
 * text assets. It builds beside the old build and swaps the folders at the end, so a
 * server running on the old one keeps answering until the new one is complete.
 */
export async function buildSite(root: string, distDir: string): Promise<SiteBuildResult> {
  const started = performance.now();
  const next = buildLayout(`${distDir}.next-${process.pid}`);
  await rm(next.root, { recursive: true, force: true });
  try {
    await build({ root, logLevel: 'warn', build: { outDir: next.client, manifest: true } });
    await build({
      root,
      logLevel: 'warn',
      build: {
        ssr: 'engine/ssr/entry-server.tsx',
        outDir: next.server,
        copyPublicDir: false,
        // One file: the server loads each new build's renderer afresh (build-loader.ts),
        // and chunks would load a second copy of it, with contexts of their own.
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    await writeScriptPreloads(next.client, next.server);
    const records = seedRecords();
    const posts = seedPosts();
    const pages = await prerender(next, records, posts);
    const dataMode = configuredDataMode(process.env);
    const entry = (await import(pathToFileURL(next.serverEntry).href)) as ServerEntry;
    await writeSeoFiles(next.client, entry, { service: records, post: posts }, dataMode);
    await precompress(next.client);
    const manifest: BuildManifest = {
      id: randomUUID(),
      builtAt: new Date().toISOString(),
      dataMode,
      ...(dataMode === 'supabase' ? { supabaseUrl: process.env.VITE_SUPABASE_URL } : {}),
    };
    await writeFile(next.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    const media = JSON.parse(
      await readFile(path.join(next.client, mediaReportFile), 'utf8'),
    ) as MediaReport;
    await swapIn(next.root, distDir);
    return { pages, seconds: (performance.now() - started) / 1000, media };
  } catch (error) {
    await rm(next.root, { recursive: true, force: true });
    throw error;
  }
}

/** Which chunks the app and each block type load, from the client manifest, for the pages' preloads. */
async function writeScriptPreloads(clientDir: string, serverDir: string): Promise<void> {
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  await mkdir(serverDir, { recursive: true });
  await writeFile(
    scriptPreloadsFile(serverDir),
    JSON.stringify(scriptPreloadsFromManifest(manifest)),
  );
}

async function swapIn(built: string, distDir: string): Promise<void> {
  const old = `${distDir}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(distDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(built, distDir);
  await rm(old, { recursive: true, force: true });
}

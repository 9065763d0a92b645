import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildEmbeddedSnapshot } from '../data/build-embedded-snapshot';
import { EMBEDDED_SNAPSHOT_PATH } from '../data/embedded-snapshot';
import { precompress } from './compress';
import { prerender, type PrerenderTiming } from './prerender';
import { seedRecords } from './seed-records';

// Vite's bundling config loader handles our extensionless imports; its notice about the
// future native loader is not actionable here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

export interface SiteBuildResult {
  pages: PrerenderTiming[];
  /** Size of the ready-made embedded database the browser fetches on first use. */
  snapshotBytes: number;
  seconds: number;
}

/**
 * The production build into `distDir`: the client bundle, a server bundle for
 * prerendering, one HTML file per static route and seeded service, precompressed text
 * assets, and the ready-made embedded database.
 */
export async function buildSite(root: string, distDir: string): Promise<SiteBuildResult> {
  const started = performance.now();
  const ssrDir = `${distDir}-ssr`;
  await rm(distDir, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  await build({ root, logLevel: 'warn', build: { outDir: distDir, manifest: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: path.join(root, 'engine/app/entry-server.tsx'), outDir: ssrDir },
  });
  const pages = await prerender(distDir, ssrDir, seedRecords());
  await precompress(distDir);
  // After compressing: the snapshot is gzipped already.
  const snapshotBytes = await buildEmbeddedSnapshot(path.join(distDir, EMBEDDED_SNAPSHOT_PATH));
  await rm(ssrDir, { recursive: true, force: true });
  return { pages, snapshotBytes, seconds: (performance.now() - started) / 1000 };
}

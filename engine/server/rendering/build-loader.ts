import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLayout, type BuildLayout, type BuildManifest } from '../../build/build-layout';
import { readPageTemplate, type PageTemplate, type ServerEntry } from '../../build/page-template';
import { downloadManifestFile, type DownloadManifest } from '../../downloads/download-manifest';

/** One production build as the server uses it. */
export interface LoadedBuild {
  manifest: BuildManifest;
  layout: BuildLayout;
  /** The server renderer (the build's `entry-server.js`). */
  entry: ServerEntry;
  /** The client's index.html, which every page is rendered into. */
  template: PageTemplate;
  /** The files given only through signed links, by the media path forms name them by. */
  downloads: DownloadManifest;
}

/** Raised when the folder holds no complete build. */
export class MissingBuildError extends Error {
  constructor(distDir: string) {
    super(
      `No production build in ${distDir}. Run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
    );
    this.name = 'MissingBuildError';
  }
}

async function load(layout: BuildLayout): Promise<LoadedBuild> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(layout.manifest, 'utf8')) as BuildManifest;
  } catch {
    throw new MissingBuildError(layout.root);
  }
  // The build id in the URL makes Node load a rebuilt renderer instead of its cached one.
  const entryUrl = `${pathToFileURL(layout.serverEntry).href}?build=${manifest.id}`;
  const [entry, template, downloads] = await Promise.all([
    import(entryUrl) as Promise<ServerEntry>,
    readPageTemplate(layout.server),
    readFile(path.join(layout.server, downloadManifestFile), 'utf8').then(
      (text) => JSON.parse(text) as DownloadManifest,
      // A build whose pages give no file has none.
      () => ({}),
    ),
  ]);
  return { manifest, layout, entry, template, downloads };
}

/**
 * The build in `distDir`, picked up again when it is rebuilt: each call looks at
 * `build.json` (at most once a second) and loads the new build when it changed, so a
 * running server serves a fresh `npm run build` without a restart.
 */
export class BuildLoader {
  private readonly layout: BuildLayout;
  private loaded: Promise<LoadedBuild> | undefined;
  private stamp = 0;
  private checkedAt = 0;

  constructor(distDir: string) {
    this.layout = buildLayout(distDir);
  }

  async current(): Promise<LoadedBuild> {
    const now = Date.now();
    if (this.loaded && now - this.checkedAt < 1000) return this.loaded;
    this.checkedAt = now;
    const stamp = await stat(this.layout.manifest).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    if (!this.loaded || stamp !== this.stamp) {
      this.stamp = stamp;
      const next = load(this.layout);
      // Keep serving the previous build when the new one cannot be read (e.g. mid-swap).
      const previous = this.loaded;
      this.loaded = previous ? next.catch(() => previous) : next;
      next.catch(() => {
        this.loaded = previous;
        this.stamp = 0;
      });
    }
    return this.loaded;
  }
}

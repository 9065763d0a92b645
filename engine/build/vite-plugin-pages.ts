import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { mediaPathsIn } from '../media/media-paths-in';
import { mediaTypes, type MediaFormat } from '../media/media-manifest';
import { resolvePictures } from '../media/resolve-pictures';
import { encodeMedia, mediaReportFile, type EncodedMedia, type MediaReport } from './encode-media';
import { makeDownloads, type MadeDownloads } from './make-downloads';
import { downloadsIn } from '../downloads/downloads-in';
import { configuredDataMode } from '../data/data-mode';
import {
  downloadManifestFile,
  downloadsDir,
  resolveDownloads,
} from '../downloads/download-manifest';
import { withPageDefaults, withSiteDefaults } from '../pages/apply-defaults';
import { loadSite, type LoadedSite } from '../pages/load-site';
import { formatDiagnostic } from '../document/diagnostic';
import type { SiteDocument } from '../document/page-types';

const siteId = 'virtual:site';
const pagesId = 'virtual:pages';
const pageFilesId = 'virtual:page-files';
const mediaId = 'virtual:media';
const pagePrefix = 'virtual:page/';
const siteTranslationPrefix = 'virtual:site-translation/';

/**
 * Turns the YAML in `pages/` into modules: `virtual:site` (the settings), `virtual:pages`
 * (routes and one lazy loader per page), `virtual:page/<file>` (a page's data, its media photos
 * completed with their sizes and encodings), `virtual:page-files` (the file behind each static
 * route, which staff screens name) and `virtual:media` (the photos the build encoded, for pages
 * the server is handed, such as previews).
 * Documents are validated and their defaults filled in here, so the browser never ships
 * Ajv, a YAML parser or a block schema; an
 * invalid document fails the build, and shows in the dev server's error overlay.
 */
export function pagesPlugin(options: { pagesDir: string; root: string }): Plugin {
  let loaded: LoadedSite | undefined;
  let media: EncodedMedia | undefined;
  let downloads: MadeDownloads | undefined;
  const mediaDir = path.join(path.dirname(options.pagesDir), 'media');

  async function reload(): Promise<LoadedSite> {
    loaded = await loadSite(options.pagesDir, options.root);
    // A valid site's media pictures are encoded before any page module is made of it.
    if (!errorsOf(loaded)) {
      const root = path.dirname(options.pagesDir);
      const documents = loaded.pages.map((page) => page.document);
      media = await encodeMedia(root, mediaPathsIn(documents));
      const site = loaded.site!;
      // A static host (Supabase) has no server to sign links: what forms give is public there.
      const staticHost = configuredDataMode(process.env) === 'supabase';
      downloads = await makeDownloads(
        root,
        downloadsIn(documents).map((one) => (staticHost ? { ...one, gated: false } : one)),
        { name: site.brand.name, url: site.siteUrl },
        Object.keys(loaded.translations),
      );
    }
    return loaded;
  }

  // The same words, code frames and hints as `sitectl validate`, in the build's error and the overlay.
  function errorsOf(site: LoadedSite): string | null {
    const errors = site.problems.filter((problem) => problem.level === 'error');
    if (errors.length === 0) return null;
    const shown = errors.map((problem) =>
      formatDiagnostic(problem, site.sources.get(problem.file)),
    );
    return `${errors.length} problem${errors.length === 1 ? '' : 's'} in page documents:\n${shown.join('\n\n')}`;
  }

  async function current(): Promise<LoadedSite> {
    const site = loaded ?? (await reload());
    const errors = errorsOf(site);
    if (errors) throw new Error(errors);
    return site;
  }

  return {
    name: 'site-pages',
    async buildStart() {
      const site = await reload();
      const errors = errorsOf(site);
      if (errors) this.error(errors);
    },
    resolveId(id) {
      if (
        id === siteId ||
        id === pagesId ||
        id === pageFilesId ||
        id === mediaId ||
        id.startsWith(pagePrefix) ||
        id.startsWith(siteTranslationPrefix)
      )
        return `\0${id}`;
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const site = await current();
      const key = id.slice(1);
      if (key === siteId) {
        const loaders = Object.keys(site.translations)
          .map(
            (code) =>
              `  ${JSON.stringify(code)}: () => import(${JSON.stringify(siteTranslationPrefix + code)}),`,
          )
          .join('\n');
        const shipped = withoutChecksOnly(withSiteDefaults(site.site!));
        return `export default ${JSON.stringify(shipped)};\nexport const translationLoaders = {\n${loaders}\n};`;
      }
      if (key.startsWith(siteTranslationPrefix)) {
        const translated = site.translations[key.slice(siteTranslationPrefix.length)];
        if (!translated) this.error(`No site file for ${key}`);
        return `export default ${JSON.stringify(withSiteDefaults(translated))};`;
      }
      if (key === pagesId) {
        const routes = site.pages.map(({ route, kind }) => ({ route, kind }));
        const loaders = site.pages
          .map(
            (page) =>
              `  ${JSON.stringify(page.route)}: () => import(${JSON.stringify(pagePrefix + moduleKey(page.file))}),`,
          )
          .join('\n');
        return `export const routes = ${JSON.stringify(routes)};\nexport const loaders = {\n${loaders}\n};`;
      }
      if (key === mediaId) return `export default ${JSON.stringify(media?.manifest ?? {})};`;
      if (key === pageFilesId) {
        const files = site.pages
          .filter((page) => page.kind === 'static')
          .map((page) => [page.route, page.file]);
        return `export default ${JSON.stringify(Object.fromEntries(files))};`;
      }
      const page = site.pages.find(
        (entry) => moduleKey(entry.file) === key.slice(pagePrefix.length),
      );
      if (!page) this.error(`No page document for ${key}`);
      const data = resolveDownloads(
        resolvePictures(withPageDefaults(page.document), media?.manifest ?? {}),
        downloads?.manifest ?? {},
        localeOfRoute(page.route, Object.keys(site.translations)),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
    },
    // The browser's build carries the encodings, and a report of them beside Vite's own
    // manifest (mediaReportFile); the server's render only names them.
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') {
        // Files given only through a signed link sit beside the server's renderer, where no
        // request reaches them but the link's (engine/server/routes/downloads.ts).
        if (!downloads) return;
        const gated = Object.fromEntries(
          Object.entries(downloads.manifest).filter(([, entry]) => entry.gated),
        );
        for (const { name } of Object.values(gated))
          this.emitFile({
            type: 'asset',
            fileName: `${downloadsDir}/${name}`,
            source: downloads.files.get(name)!,
          });
        this.emitFile({
          type: 'asset',
          fileName: downloadManifestFile,
          source: JSON.stringify(gated),
        });
        return;
      }
      if (!media) return;
      for (const entry of Object.values(downloads?.manifest ?? {}))
        if (!entry.gated)
          this.emitFile({
            type: 'asset',
            fileName: `media/${entry.name}`,
            source: downloads!.files.get(entry.name)!,
          });
      for (const [address, file] of media.files)
        this.emitFile({ type: 'asset', fileName: address.slice(1), source: await readFile(file) });
      const { manifest, encoded, reused, seconds } = media;
      const report: MediaReport = { manifest, encoded, reused, seconds };
      this.emitFile({ type: 'asset', fileName: mediaReportFile, source: JSON.stringify(report) });
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith('/media/') && request.url.slice('/media/'.length);
        const download = name ? downloads?.files.get(name) : undefined;
        if (
          download &&
          name &&
          Object.values(downloads!.manifest).some((entry) => entry.name === name && !entry.gated)
        ) {
          response.setHeader('Content-Type', 'application/pdf');
          return response.end(download);
        }
        const file = request.url && media?.files.get(request.url);
        if (!file) return next();
        response.setHeader('Content-Type', mediaTypeOf(file));
        createReadStream(file).pipe(response);
      });
      server.watcher.add(options.pagesDir);
      server.watcher.add(mediaDir);
      const onChange = async (file: string) => {
        const page = file.startsWith(options.pagesDir) && /\.ya?ml$/.test(file);
        if (!page && !file.startsWith(mediaDir)) return;
        const site = await reload();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
        }
        const errors = errorsOf(site);
        if (errors)
          server.ws.send({
            type: 'error',
            err: { message: errors, stack: '', plugin: 'site-pages' },
          });
        else server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

const mediaTypeOf = (file: string) =>
  mediaTypes[file.slice(file.lastIndexOf('.') + 1) as MediaFormat];

/** `pages/services/cloud.yaml` → `services/cloud`. */
function moduleKey(file: string): string {
  return file
    .replace(/^pages\//, '')
    .replace(/\.ya?ml$/, '')
    .split(path.sep)
    .join('/');
}

/** The site settings a browser gets: not the Latin names Arabic pages may use, which only checks read. */
const withoutChecksOnly = ({ latinNames: _latinNames, ...site }: SiteDocument) => site;

/** The language of a page by its route: `/ar/about` (and `ar/404`) is Arabic where the site has an `ar`. */
function localeOfRoute(route: string, otherLocales: readonly string[]): string {
  const first = route.replace(/^\//, '').split('/')[0]!;
  return otherLocales.includes(first) ? first : 'en';
}

import type { Server } from 'node:http';
import path from 'node:path';
import {
  createServer,
  loadConfigFromFile,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type ViteDevServer,
} from 'vite';
import { routeFromFile } from '../../engine/document/routes';
import { listPageFiles } from '../../engine/pages/load-site';
import { projectRoot } from '../../engine/schema/project-root';
import { shownName } from './page-files';

export const studioClientDir = path.join(projectRoot, 'studio', 'client');

/**
 * The project's own Vite configuration (vite.config.ts: React, and whatever else it adds),
 * serving the studio's two pages, so blocks render exactly as on `npm run dev`. Its pages
 * plugin is left out: the studio hands the preview each checked page itself, and that plugin
 * reloads every browser tab on each save and stops at the first broken page of the site.
 */
export async function createStudioVite(
  httpServer: Server,
  pagesDir: string,
): Promise<ViteDevServer> {
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    path.join(projectRoot, 'vite.config.ts'),
    projectRoot,
    'silent',
  );
  const project: UserConfig = loaded?.config ?? {};
  const plugins = (project.plugins ?? [])
    .flat(Infinity as 1)
    .filter((plugin) => !isNamed(plugin, 'site-pages'));
  // React's and MUI's production builds, still served by the dev server: their development
  // builds' checks made the studio take 200-400 ms to handle a key and the preview about twice
  // as long to draw each edit.
  process.env.NODE_ENV = 'production';
  return createServer({
    configFile: false,
    mode: 'production',
    root: studioClientDir,
    publicDir: path.join(projectRoot, 'public'),
    cacheDir: path.join(projectRoot, 'node_modules', '.vite-studio'),
    appType: 'mpa',
    logLevel: 'warn',
    plugins: [...plugins, pageFilesModule(pagesDir)],
    optimizeDeps: {
      ...project.optimizeDeps,
      // Every block is found before the first page loads: a dependency found later would
      // make Vite reload the studio, and the author's unsaved text with it.
      entries: [
        path.join(studioClientDir, '*.html'),
        path.join(projectRoot, 'blocks', '**', '*.tsx'),
        path.join(projectRoot, 'engine', 'staff', '**', '*.tsx'),
      ],
    },
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      fs: { allow: [projectRoot] },
    },
  });
}

function isNamed(plugin: PluginOption, name: string): boolean {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name;
}

const pageFilesId = 'virtual:page-files';

/**
 * The one module of the pages plugin a block's code imports: the file behind each static
 * route, which the staff dashboard names (engine/build/vite-plugin-pages.ts makes it so).
 */
function pageFilesModule(pagesDir: string): Plugin {
  return {
    name: 'studio-page-files',
    resolveId: (id) => (id === pageFilesId ? `\0${pageFilesId}` : null),
    async load(id) {
      if (id !== `\0${pageFilesId}`) return null;
      const files = (await listPageFiles(pagesDir)).flatMap((file) => {
        const route = routeFromFile(file);
        return route?.kind === 'static' ? [[route.route, shownName(pagesDir, file)]] : [];
      });
      return `export default ${JSON.stringify(Object.fromEntries(files))};`;
    },
  };
}

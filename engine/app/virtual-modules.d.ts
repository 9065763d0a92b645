// Modules made by engine/build/vite-plugin-pages.ts from the YAML in pages/.
declare module 'virtual:site' {
  import type { SiteDocument } from '../document/page-types';
  const site: SiteDocument;
  export default site;
  /** The site file of each other locale, by code, as a module of its own. */
  export const translationLoaders: Record<string, () => Promise<{ default: SiteDocument }>>;
}

declare module 'virtual:pages' {
  import type { PageLoaders } from './page-store';
  import type { PageRoute } from '../document/routes';
  export const routes: Pick<PageRoute, 'route' | 'kind'>[];
  export const loaders: PageLoaders;
}

declare module 'virtual:page-files' {
  /** The file of each static route: `pages/services/cloud.yaml` for `/services/cloud`. */
  const pageFiles: Record<string, string>;
  export default pageFiles;
}

declare module 'virtual:media' {
  import type { MediaManifest } from '../media/media-manifest';
  /** Every media photo of the build: its size and encodings, by its path. */
  const mediaManifest: MediaManifest;
  export default mediaManifest;
}

import type { EmotionCache } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import type { InitialPage } from '../site/initial-page';
import type { PageData } from '../site/page-data';
import type { PageRoute } from '../document/routes';
import type { SiteInLocale } from '../locale/site-in-locale';
import { islandBlocks } from '../islands/island-blocks';
import { islandIdPrefix } from '../render/IslandFrame';
import { IslandRoot } from '../islands/IslandRoot';

/**
 * Renders each island of a page on its own, as the browser will hydrate it: by index, the
 * HTML the page then places in the island's frame. The styles go to the page's cache, so
 * the page's critical CSS holds them.
 */
export function renderIslands(
  data: Omit<PageData, 'page'> & Pick<PageData, 'page'>,
  {
    site,
    routes,
    emotionCache,
    initialPage,
    url,
  }: {
    site: SiteInLocale;
    routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
    emotionCache: EmotionCache;
    initialPage: InitialPage;
    url: URL;
  },
): Record<number, string> {
  // The page's HTML is the same for any query string: the browser applies it once live.
  const location = { pathname: url.pathname, search: '', hash: '' };
  return Object.fromEntries(
    islandBlocks(data, site).map((island) => [
      island.index,
      renderToString(
        <IslandRoot
          island={island}
          site={site}
          routes={routes}
          emotionCache={emotionCache}
          initialPage={initialPage}
          location={location}
        />,
        { identifierPrefix: islandIdPrefix(island.index) },
      ),
    ]),
  );
}

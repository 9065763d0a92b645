import type { EmotionCache } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { routes } from 'virtual:pages';
import { browserEmotionCache } from '../app/browser-emotion-cache';
import type { PageData } from '../site/page-data';
import { renderedWith } from '../site/initial-page';
import { siteOfPage } from '../app/site-of-page';
import type { SiteInLocale } from '../locale/site-in-locale';
import { loadBlock } from '../render/block-loader';
import { setBlockRegistry } from '../render/block-registry';
import { registry } from '../pages/registry';
import { islandBlocks } from './island-blocks';
import { islandAttribute, islandIdPrefix } from '../render/IslandFrame';
import { IslandRoot } from './IslandRoot';

/*
 * What every island of a page shares, loaded once: React, the styles cache, the theme, the
 * site in the page's language. Each island adds only its block's own code.
 */

setBlockRegistry(registry);

let shared: Promise<{ site: SiteInLocale; emotionCache: EmotionCache }> | undefined;

function sharedOfPage() {
  shared ??= siteOfPage(window.location.pathname).then(async (site) => ({
    site,
    // One cache for every island, with the server's key: it adopts the page's styles.
    emotionCache: await browserEmotionCache(site.locale.dir),
  }));
  return shared;
}

/** Hydrates one island of the page with its block's code; settles once it is live. */
export async function hydrateIsland(element: HTMLElement, data: PageData): Promise<void> {
  const index = Number(element.getAttribute(islandAttribute));
  const { site, emotionCache } = await sharedOfPage();
  const island = islandBlocks(data, site).find((candidate) => candidate.index === index);
  if (!island) throw new Error(`The page's data has no island ${index}.`);
  await loadBlock(island.block.type);
  const { pathname, search, hash } = window.location;
  await new Promise<void>((live) => {
    // As a transition, hydration yields to the browser between components.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandRoot
            island={island}
            site={site}
            routes={routes}
            emotionCache={emotionCache}
            initialPage={{ ...renderedWith(data), pathname }}
            location={{ pathname, search, hash }}
            onLive={live}
          />
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loaders, routes } from 'virtual:pages';
import { matchRoute } from '../document/routes';
import { installFontFaces } from '../theme/font-faces';
import { App } from './App';
import { browserEmotionCache } from './browser-emotion-cache';
import { loadBlock, pageBlockTypes } from '../render/block-loader';
import { setBlockRegistry } from '../render/block-registry';
import { registry } from '../pages/registry';
import { captureStaticBlocks } from '../render/StaticBlock';
import { isInteractiveBlock } from '../render/block-registry';
import { loadPage, seedPage, setPageLoaders } from './page-store';
import { siteOfPage } from './site-of-page';
import type { PageData } from '../site/page-data';
import { renderedWith } from '../site/initial-page';

setPageLoaders(loaders);
setBlockRegistry(registry);

/**
 * Hydrates the prerendered page (or renders it, on the dev server and for the shell); the
 * app marks the document when it is live (see hydration-state).
 */
export async function startClient(data: PageData | null) {
  const container = document.getElementById('root')!;
  // Rendered HTML carries its page document (`data`); otherwise (dev server) fetch the chunk.
  // The template shell was rendered for another path: render afresh instead of hydrating.
  const hydrate = container.hasChildNodes() && !data?.shell;
  let initialPage = null;
  if (data) {
    seedPage(data.route, data.page);
    // Hydration keeps the static blocks' HTML, so only the interactive blocks' code loads.
    const types = pageBlockTypes(data.page, hydrate ? isInteractiveBlock : undefined);
    await Promise.all(types.map(loadBlock));
    initialPage = {
      ...renderedWith(data),
      pathname: window.location.pathname,
      ...(hydrate ? { staticBlocks: captureStaticBlocks(container) } : {}),
    };
  } else await loadPage(matchRoute(window.location.pathname, routes).route);

  const inLocale = await siteOfPage(window.location.pathname);
  // Rendered pages carry the font faces their text needs; a page rendered only here (the
  // dev server) gets them all now, its language's own too.
  if (!document.querySelector('style[data-fonts]'))
    installFontFaces(undefined, inLocale.locale.font);
  const emotionCache = await browserEmotionCache(inLocale.locale.dir);
  const app = (
    <StrictMode>
      <App
        site={inLocale}
        routes={routes}
        initialPage={initialPage}
        emotionCache={emotionCache}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components, so the
  // page stays responsive while it comes alive; a click meanwhile hydrates its part first.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import { loaders, routes } from 'virtual:pages';
import { matchRoute } from '../document/routes';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { loadPage, seedPage, setPageLoaders } from './page-store';
import { pageDataElementId, type PageData } from './page-data';

setPageLoaders(loaders);

async function start() {
  const container = document.getElementById('root')!;
  // Rendered HTML carries its page document; otherwise (dev server) fetch the chunk.
  const inline = document.getElementById(pageDataElementId);
  const data = inline?.textContent ? (JSON.parse(inline.textContent) as PageData) : null;
  if (data) seedPage(data.route, data.page);
  else await loadPage(matchRoute(window.location.pathname, routes).route);
  const initialPage = data ? { ...withoutPage(data), pathname: window.location.pathname } : null;
  // The template shell was rendered for another path: render afresh instead of hydrating.
  const hydrate = container.hasChildNodes() && !data?.shell;

  const app = (
    <StrictMode>
      <App
        site={site}
        routes={routes}
        initialPage={initialPage}
        emotionCache={createEmotionCache()}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

function withoutPage({ page: _page, ...rendered }: PageData) {
  return rendered;
}

void start();

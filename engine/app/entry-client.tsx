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
  const { route } = matchRoute(window.location.pathname, routes);
  // Prerendered HTML carries its page document; otherwise (dev server) fetch the chunk.
  const inline = document.getElementById(pageDataElementId);
  const data = inline?.textContent ? (JSON.parse(inline.textContent) as PageData) : null;
  if (data) seedPage(route, data.page);
  else await loadPage(route);
  const initialRecord = data?.record
    ? { pathname: window.location.pathname, record: data.record }
    : null;
  // The template shell was rendered for another path: render afresh instead of hydrating.
  const hydrate = container.hasChildNodes() && !data?.shell;

  const app = (
    <StrictMode>
      <App
        site={site}
        routes={routes}
        initialRecord={initialRecord}
        emotionCache={createEmotionCache()}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

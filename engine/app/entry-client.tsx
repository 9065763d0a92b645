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
import { pageDataElementId } from './page-data';

setPageLoaders(loaders);

async function start() {
  const container = document.getElementById('root')!;
  const { route } = matchRoute(window.location.pathname, routes);
  // Prerendered HTML carries its page document; otherwise (dev server) fetch the chunk.
  const inline = document.getElementById(pageDataElementId);
  if (inline?.textContent) seedPage(route, JSON.parse(inline.textContent));
  else await loadPage(route);

  const app = (
    <StrictMode>
      <App
        site={site}
        routes={routes}
        emotionCache={createEmotionCache()}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

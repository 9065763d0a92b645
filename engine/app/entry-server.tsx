import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { loaders, routes } from 'virtual:pages';
import { matchRoute } from '../document/routes';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { headData, headHtml } from './head';
import { loadPage, setPageLoaders } from './page-store';
import { pageDataElementId, serialiseForScript } from './page-data';

setPageLoaders(loaders);

export { routes, site };

export interface RenderedPage {
  status: 200 | 404;
  head: string;
  styles: string;
  html: string;
  pageData: string;
}

/** Renders one URL to HTML with its critical CSS and head tags. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { route, params } = matchRoute(new URL(url, site.siteUrl).pathname, routes);
  const page = await loadPage(route);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <App
      site={site}
      routes={routes}
      emotionCache={cache}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const pathname = new URL(url, site.siteUrl).pathname;
  return {
    status: route === '404' ? 404 : 200,
    head: headHtml(headData(page, site, pathname, params), site.brand.name),
    styles,
    html,
    pageData: `<script type="application/json" id="${pageDataElementId}">${serialiseForScript(page)}</script>`,
  };
}

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
import { pageDataElementId, serialiseForScript, type PageData } from './page-data';
import { recordVariables } from '../data/record-variables';
import type { ServiceContent } from '../data/service-content';

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
export interface RenderOptions {
  /** The record a template page is prerendered with. */
  record?: ServiceContent;
  /** Render the template as the shell for slugs that are not prerendered. */
  shell?: boolean;
}

export async function renderPage(
  url: string,
  { record, shell }: RenderOptions = {},
): Promise<RenderedPage> {
  const pathname = new URL(url, site.siteUrl).pathname;
  const { route, params } = matchRoute(pathname, routes);
  const page = await loadPage(route);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <App
      site={site}
      routes={routes}
      initialRecord={record || shell ? { pathname, record, shell } : null}
      emotionCache={cache}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const vars = record ? { ...params, ...recordVariables(record) } : params;
  const data: PageData = { page, ...(record ? { record } : {}), ...(shell ? { shell } : {}) };
  return {
    status: route === '404' ? 404 : 200,
    head: headHtml(headData(page, site, pathname, vars), site.brand.name),
    styles,
    html,
    pageData: `<script type="application/json" id="${pageDataElementId}">${serialiseForScript(data)}</script>`,
  };
}

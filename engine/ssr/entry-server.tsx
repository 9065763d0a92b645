import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site, { translationLoaders } from 'virtual:site';
import { loaders, routes } from 'virtual:pages';
import mediaManifest from 'virtual:media';
import { resolvePictures } from '../media/resolve-pictures';
import { isNotFoundRoute, matchRoute } from '../document/routes';
import type { LocaleSettings } from '../locale/locales';
import { siteInLocale } from '../locale/site-in-locale';
import { App } from '../app/App';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { splitClosedPartStyles } from './closed-part-styles';
import { createEmotionCache, createRtlEmotionCache } from '../app/emotion-cache';
import { fontHeadHtml } from '../theme/font-faces';
import { headData, headHtml } from '../app/head';
import { loadPage, setPageLoaders } from '../app/page-store';
import type { PageData, StartStrategy } from '../site/page-data';
import { recordInLocale, recordLocales } from '../services/record-in-locale';
import { recordVariables } from '../services/record-variables';
import { loadPageBlocks, pageBlockTypes } from '../render/block-loader';
import { registry } from '../pages/registry';
import { isInteractiveBlock, registeredBlock, setBlockRegistry } from '../render/block-registry';
import type { PageDocument } from '../document/page-types';
import type { ServiceContent } from '../services/service-content';
import { dataMode } from '../data/data-port';
import type { Variables } from '../locale/interpolate';
import type { ListedPost } from '../ui/listed-posts';
import { renderIslands } from './render-islands';

setPageLoaders(loaders);
setBlockRegistry(registry);

// The site server and the prerender step reach the documents and routes through here,
// so they read exactly what the renderer renders.
// The server has every locale's site file at hand: a request may be in any language.
const translations = Object.fromEntries(
  await Promise.all(
    Object.entries(translationLoaders).map(async ([code, load]) => [code, (await load()).default]),
  ),
);

export { loadPage, routes, site, translations };

/** The site settings in the language of a path, and its locale (`/ar/...` is Arabic). */
export const siteOfPath = (pathname: string) => siteInLocale(site, translations, pathname);

export interface RenderedPage {
  status: 200 | 404;
  head: string;
  styles: string;
  /** The CSS only closed dialogs and menus use, which goes after the page. */
  closedPartStyles: string;
  html: string;
  /** The page's language and direction, for `<html lang dir>` and its font. */
  locale: LocaleSettings;
  pageData: PageData;
  /** The interactive block types the page shows, whose code the browser loads. */
  blocks: string[];
  /** How the browser brings the page alive, written into the HTML for its starter. */
  start: StartStrategy;
}

export interface RenderOptions {
  /** The route, its values and its page, when the caller has matched and loaded them. */
  matched?: { route: string; params: Record<string, string>; page: PageDocument };
  /** The record a template page is rendered with. */
  record?: ServiceContent;
  /** Render the template as the shell for slugs that are not prerendered. */
  shell?: boolean;
  /** Values for `{name}` references in the page, filled in by the server (a post's fields). */
  vars?: Variables;
  /** The published posts a page that lists them (`list: post`) shows. */
  posts?: ListedPost[];
  /** The locales the page's record is written in, when not every locale has it (a post). */
  writtenIn?: string[];
  /** Keep the page out of search engines (generated fallback content). */
  noindex?: boolean;
}

/** Renders one URL (path and query) to HTML with its critical CSS and head tags. */
export async function renderPage(
  url: string,
  { matched, record, shell, vars: extraVars, posts, writtenIn, noindex }: RenderOptions = {},
): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, site.siteUrl);
  const { route, params } = matched ?? matchRoute(pathname, routes);
  // A page handed over (a preview's) names its photos as written; the build's pages are
  // completed already, and completing them again changes nothing.
  const page = matched ? resolvePictures(matched.page, mediaManifest) : await loadPage(route);
  // A page loaded with its route has its blocks' code; a preview's may use others.
  if (matched) await loadPageBlocks(page);
  // What the page is rendered with travels in the HTML, so hydration renders the same. The
  // shell stands for other paths, whose values it cannot know.
  const rendered: Omit<PageData, 'page'> = {
    route,
    ...(!shell && Object.keys(params).length > 0 ? { params } : {}),
    ...(record ? { record } : {}),
    ...(shell ? { shell } : {}),
    ...(extraVars ? { vars: extraVars } : {}),
    ...(posts ? { posts } : {}),
    ...(writtenIn ? { writtenIn } : {}),
    ...(noindex ? { noindex } : {}),
    // A query the page is rendered for presets its forms, in the HTML and on hydration.
    ...(search ? { search } : {}),
  };
  const inLocale = siteInLocale(site, translations, pathname);
  const localSite = inLocale.site;
  const cache =
    inLocale.locale.dir === 'rtl' ? createRtlEmotionCache(rtlPlugin) : createEmotionCache();
  const emotion = createEmotionServer(cache);
  // The matched page may be a preview's, not the route's own: the app renders it instead.
  const initialPage = { ...rendered, pathname, ...(matched ? { page } : {}) };
  const islands = hydratesByIslands(page, { shell, record })
    ? renderIslands(
        { ...rendered, page },
        {
          site: inLocale,
          routes,
          emotionCache: cache,
          initialPage,
          url: new URL(url, site.siteUrl),
        },
      )
    : undefined;
  const html = renderToString(
    <App
      site={inLocale}
      routes={routes}
      initialPage={{ ...initialPage, ...(islands ? { islands } : {}) }}
      emotionCache={cache}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />,
  );
  const { shown: shownStyles, closed } = splitClosedPartStyles(
    html,
    emotion.extractCriticalToChunks(html).styles,
    cache,
  );
  const styleTags = (styles: typeof shownStyles) =>
    emotion.constructStyleTagsFromChunks({ html, styles });
  const shown = record && recordInLocale(record, inLocale.locale);
  const vars = { ...params, ...extraVars, ...(shown ? recordVariables(shown, localSite) : {}) };
  // The shell stands for any slug, so its head names the site until the record arrives.
  const head = shell
    ? {
        ...headData(page, inLocale, pathname),
        title: localSite.brand.name,
        description: localSite.brand.tagline,
      }
    : headData(
        page,
        inLocale,
        pathname,
        vars,
        record ? recordLocales(record, inLocale.locales) : writtenIn,
      );
  const pageData: PageData = { ...rendered, page };
  return {
    status: isNotFoundRoute(route) ? 404 : 200,
    locale: inLocale.locale,
    head: headHtml(
      record && !shown
        ? { ...head, noindex: true, alternates: [] }
        : { ...head, noindex: head.noindex || Boolean(noindex) || Boolean(shell) },
      localSite.brand.name,
    ),
    // The text decides which font faces the page declares (font-faces.ts).
    styles: `${fontHeadHtml(html, inLocale.locale.font)}\n    ${styleTags(shownStyles)}`,
    closedPartStyles: styleTags(closed),
    html,
    blocks: pageBlockTypes(page, isInteractiveBlock),
    start: islands ? 'islands' : shell || startsOnLoad(page) ? 'app-at-once' : 'app-on-intent',
    pageData,
  };
}

/**
 * Whether the browser brings the page alive by islands, each interactive block on its own,
 * rather than as one app. The app is kept where it is needed: for staff pages and pages
 * that start at once, the template shell (rendered again for its record), and a record
 * prerendered for static hosting, which the app refreshes from the store.
 */
function hydratesByIslands(
  page: PageDocument,
  { shell, record }: Pick<RenderOptions, 'shell' | 'record'>,
): boolean {
  return !shell && !startsOnLoad(page) && !(record && dataMode === 'supabase');
}

/** A staff page (its gate checks the sign-in) or one with a block that acts by itself. */
function startsOnLoad(page: PageDocument): boolean {
  return (
    page.access === 'staff' ||
    pageBlockTypes(page).some((type) => registeredBlock(type).startsOnLoad)
  );
}

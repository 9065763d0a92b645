import { useLocation } from 'react-router-dom';
import type { PageDocument } from '../document/page-types';
import { matchRoute, type PageRoute as RouteEntry } from '../document/routes';
import { PageView } from '../render/PageView';
import { StaffGate } from '../staff/gate/StaffGate';
import { useSiteInLocale } from '../ui/site-context';
import { headData } from './head';
import { useInitialPage } from '../site/initial-page';
import { usePageDocument } from './page-store';
import { RecordNotFound, RecordPage } from './RecordPage';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { ListedPostsProvider } from '../ui/listed-posts';
import { LoadingStatus } from '../ui/LoadingStatus';
import { useDocumentHead } from './use-document-head';

/** The page document for the current URL, rendered. */
export function PageRoute({ routes }: { routes: readonly Pick<RouteEntry, 'route' | 'kind'>[] }) {
  const { pathname } = useLocation();
  const initial = useInitialPage(pathname);
  const { route, params } = initial?.params
    ? { route: initial.route!, params: initial.params }
    : routeOf(pathname, routes, initial?.route);
  const page = usePageDocument(route, initial?.route === route ? initial.page : undefined);
  // A post's page and a list of posts come from the site server's database, with the page.
  if (rendersOnServer(page) && !initial) return <LoadFromServer page={page} />;
  if (page.record?.source === 'service')
    return (
      <RecordPage
        key={pathname}
        page={{ ...page, record: page.record }}
        params={params}
        pathname={pathname}
      />
    );
  return <StaticPage key={pathname} page={page} params={params} pathname={pathname} />;
}

/**
 * The route and values of a path: the router's match, unless the server answered this
 * path with another route's page (not found).
 */
function routeOf(
  pathname: string,
  routes: readonly Pick<RouteEntry, 'route' | 'kind'>[],
  answered: string | undefined,
): { route: string; params: Record<string, string> } {
  const matched = matchRoute(pathname, routes);
  const route = answered ?? matched.route;
  return { route, params: route === matched.route ? matched.params : {} };
}

/** Whether only the site server can render the page: a post's, or a list of posts. */
const rendersOnServer = (page: PageDocument) =>
  page.record?.source === 'post' || page.list !== undefined;

/**
 * A page the app reached by a link that only the server can render: the browser loads it
 * as a document, saying so meanwhile.
 */
function LoadFromServer({ page }: { page: PageDocument }) {
  const site = useSiteInLocale();
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return (
    <Box component="main" id="main">
      <LoadingStatus text={page.record?.loading ?? site.site.ui.loadingPage} py={16} />
    </Box>
  );
}

/**
 * A page without a record from the browser's store: a static page, one the server filled
 * in (a post, a list of posts, a receipt), or a post template's shell, which static hosting
 * sends for a post it was not built with.
 */
function StaticPage({
  page,
  params,
  pathname,
}: {
  page: PageDocument;
  params: Record<string, string>;
  pathname: string;
}) {
  const site = useSiteInLocale();
  const initial = useInitialPage(pathname);
  const vars = { ...params, ...initial?.vars };
  useDocumentHead(headData(page, site, pathname, vars, initial?.writtenIn));
  if (page.record && (initial?.shell || !initial?.vars))
    return <RecordNotFound spec={page.record.notFound} />;
  return (
    <ListedPostsProvider posts={initial?.posts}>
      <PageView
        page={page}
        staffGate={StaffGate}
        vars={vars}
        prerendered={initial?.staticBlocks}
        islands={initial?.islands}
      />
    </ListedPostsProvider>
  );
}

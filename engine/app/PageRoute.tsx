import { useLocation } from 'react-router-dom';
import type { PageDocument } from '../document/page-types';
import { matchRoute, type PageRoute as RouteEntry } from '../document/routes';
import { PageView } from '../render/PageView';
import { StaffGate } from '../staff/gate/StaffGate';
import { useSiteInLocale } from '../ui/site-context';
import { headData } from './head';
import { useInitialPage } from '../site/initial-page';
import { usePageDocument } from './page-store';
import { RecordPage } from './RecordPage';
import { useDocumentHead } from './use-document-head';

/** The page document for the current URL, rendered. */
export function PageRoute({ routes }: { routes: readonly Pick<RouteEntry, 'route' | 'kind'>[] }) {
  const { pathname } = useLocation();
  const initial = useInitialPage(pathname);
  const { route, params } = initial?.params
    ? { route: initial.route!, params: initial.params }
    : routeOf(pathname, routes, initial?.route);
  const page = usePageDocument(route, initial?.route === route ? initial.page : undefined);
  if (page.record)
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
  useDocumentHead(headData(page, site, pathname, vars));
  return (
    <PageView
      page={page}
      staffGate={StaffGate}
      vars={vars}
      prerendered={initial?.staticBlocks}
      islands={initial?.islands}
    />
  );
}

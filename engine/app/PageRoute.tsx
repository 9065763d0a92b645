import { useLocation } from 'react-router-dom';
import type { PageDocument } from '../document/page-types';
import { matchRoute, type PageRoute as RouteEntry } from '../document/routes';
import { PageView } from '../render/PageView';
import { useSite } from '../site/site-context';
import { headData } from './head';
import { useInitialPage } from './initial-page';
import { usePageDocument } from './page-store';
import { RecordPage } from './RecordPage';
import { useDocumentHead } from './use-document-head';

/** The page document for the current URL, rendered. */
export function PageRoute({ routes }: { routes: readonly Pick<RouteEntry, 'route' | 'kind'>[] }) {
  const { pathname } = useLocation();
  const matched = matchRoute(pathname, routes);
  // The server may have answered this path with another route's page (not found).
  const route = useInitialPage(pathname)?.route ?? matched.route;
  const params = route === matched.route ? matched.params : {};
  const page = usePageDocument(route);
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

function StaticPage({
  page,
  params,
  pathname,
}: {
  page: PageDocument;
  params: Record<string, string>;
  pathname: string;
}) {
  const site = useSite();
  const initial = useInitialPage(pathname);
  const vars = { ...params, ...initial?.vars };
  useDocumentHead(headData(page, site, pathname, vars));
  return <PageView page={page} vars={vars} prerendered={initial?.staticBlocks} />;
}

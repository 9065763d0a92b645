import { useLocation } from 'react-router-dom';
import type { PageDocument } from '../document/page-types';
import { matchRoute, type PageRoute as RouteEntry } from '../document/routes';
import { PageView } from '../render/PageView';
import { useSite } from '../site/site-context';
import { headData } from './head';
import { usePageDocument } from './page-store';
import { RecordPage } from './RecordPage';
import { useDocumentHead } from './use-document-head';

/** The page document for the current URL, rendered. */
export function PageRoute({ routes }: { routes: readonly Pick<RouteEntry, 'route' | 'kind'>[] }) {
  const { pathname } = useLocation();
  const { route, params } = matchRoute(pathname, routes);
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
  useDocumentHead(headData(page, site, pathname, params));
  return <PageView page={page} vars={params} />;
}

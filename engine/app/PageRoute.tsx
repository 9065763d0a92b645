import { useLocation } from 'react-router-dom';
import { matchRoute, type PageRoute as RouteEntry } from '../document/routes';
import { PageView } from '../render/PageView';
import { useSite } from '../site/site-context';
import { headData } from './head';
import { usePageDocument } from './page-store';
import { useDocumentHead } from './use-document-head';

/** The page document for the current URL, rendered. */
export function PageRoute({ routes }: { routes: readonly Pick<RouteEntry, 'route' | 'kind'>[] }) {
  const { pathname } = useLocation();
  const site = useSite();
  const { route, params } = matchRoute(pathname, routes);
  const page = usePageDocument(route);
  useDocumentHead(headData(page, site, pathname, params));
  return <PageView key={pathname} page={page} vars={params} />;
}

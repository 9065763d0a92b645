import CssBaseline from '@mui/material/CssBaseline';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SiteShell } from '../site/SiteShell';
import { PageAnchorsProvider, type PageHasAnchor } from '../site/page-anchors';
import { matchRoute } from '../document/routes';
import { documentHasId } from '../document/walk-objects';
import { loadedPageDocument } from './page-store';
import { markHydrated } from './hydration-state';
import { PageProviders, type PageProvidersProps } from './PageProviders';
import { PageRoute } from './PageRoute';

interface Props extends Omit<PageProvidersProps, 'children' | 'initialPage'> {
  /** BrowserRouter on the client, StaticRouter when prerendering. */
  router: (children: ReactNode) => ReactNode;
  /** What the server or the build rendered the first page with. */
  initialPage?: PageProvidersProps['initialPage'];
}

/** The whole site: providers, the shell, and the page for the current URL. */
export function App({ router, initialPage = null, ...providers }: Props) {
  const hasAnchor = useMemo(() => hasAnchorIn(providers.routes), [providers.routes]);
  return (
    <PageProviders {...providers} initialPage={initialPage}>
      <CssBaseline />
      {router(
        <PageAnchorsProvider value={hasAnchor}>
          <SiteShell>
            <PageRoute routes={providers.routes} />
            <LiveMarker />
          </SiteShell>
        </PageAnchorsProvider>,
      )}
    </PageProviders>
  );
}

/** Whether the loaded document of the page at a path has a block with an id. */
const hasAnchorIn =
  (routes: Props['routes']): PageHasAnchor =>
  (pathname, id) => {
    const page = loadedPageDocument(matchRoute(pathname, routes).route);
    return page !== undefined && documentHasId(page, id);
  };

/**
 * Marks the app live. It sits beside the page, inside the page's Suspense boundary, which
 * React hydrates after the rest of the app: its effect runs once the whole page is.
 */
function LiveMarker() {
  useEffect(markHydrated, []);
  return null;
}

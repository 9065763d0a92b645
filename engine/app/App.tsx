import CssBaseline from '@mui/material/CssBaseline';
import { useEffect, type ReactNode } from 'react';
import { SiteShell } from '../site/SiteShell';
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
  return (
    <PageProviders {...providers} initialPage={initialPage}>
      <CssBaseline />
      {router(
        <SiteShell>
          <PageRoute routes={providers.routes} />
          <LiveMarker />
        </SiteShell>,
      )}
    </PageProviders>
  );
}

/**
 * Marks the app live. It sits beside the page, inside the page's Suspense boundary, which
 * React hydrates after the rest of the app: its effect runs once the whole page is.
 */
function LiveMarker() {
  useEffect(markHydrated, []);
  return null;
}

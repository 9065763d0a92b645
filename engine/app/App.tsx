import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import type { SiteDocument } from '../document/page-types';
import type { PageRoute as RouteEntry } from '../document/routes';
import { SiteProvider } from '../site/site-context';
import { SiteShell } from '../site/SiteShell';
import { theme } from '../theme/theme';
import { InitialRecordProvider, type InitialRecord } from './initial-record';
import { PageRoute } from './PageRoute';
import { toastComponents } from './Toast';

interface Props {
  site: SiteDocument;
  routes: readonly Pick<RouteEntry, 'route' | 'kind'>[];
  emotionCache: EmotionCache;
  /** BrowserRouter on the client, StaticRouter when prerendering. */
  router: (children: ReactNode) => ReactNode;
  /** The record a prerendered template page was rendered with. */
  initialRecord?: InitialRecord | null;
}

/** The whole site: providers, the shell, and the page for the current URL. */
export function App({ site, routes, emotionCache, router, initialRecord = null }: Props) {
  // Marks the document once React is in control, so tests (and scripts) know clicks work.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          Components={toastComponents}
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          autoHideDuration={6000}
        >
          <SiteProvider site={site}>
            <InitialRecordProvider value={initialRecord}>
              {router(
                <SiteShell>
                  <PageRoute routes={routes} />
                </SiteShell>,
              )}
            </InitialRecordProvider>
          </SiteProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import type { PageRoute as RouteEntry } from '../document/routes';
import { SiteProvider } from '../site/site-context';
import { SiteShell } from '../site/SiteShell';
import { localeTheme } from '../theme/theme';
import type { SiteInLocale } from '../locale/site-in-locale';
import { markHydrated } from './hydration-state';
import { InitialPageProvider, type InitialPage } from './initial-page';
import { PageRoute } from './PageRoute';
import { ToastProvider } from './toasts';

interface Props {
  /** The site settings and the locale of the page the app starts on (a document keeps its locale). */
  site: SiteInLocale;
  routes: readonly Pick<RouteEntry, 'route' | 'kind'>[];
  emotionCache: EmotionCache;
  /** BrowserRouter on the client, StaticRouter when prerendering. */
  router: (children: ReactNode) => ReactNode;
  /** What the server or the build rendered the first page with. */
  initialPage?: InitialPage | null;
}

/** The whole site: providers, the shell, and the page for the current URL. */
export function App({ site, routes, emotionCache, router, initialPage = null }: Props) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={localeTheme(site.locale)}>
        <CssBaseline />
        <ToastProvider>
          <SiteProvider
            site={site.site}
            locale={site.locale}
            locales={site.locales}
            routes={routes}
          >
            <InitialPageProvider value={initialPage}>
              {router(
                <SiteShell>
                  <PageRoute routes={routes} />
                  <LiveMarker />
                </SiteShell>,
              )}
            </InitialPageProvider>
          </SiteProvider>
        </ToastProvider>
      </ThemeProvider>
    </CacheProvider>
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

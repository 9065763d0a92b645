import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { PageRoute } from '../document/routes';
import type { SiteInLocale } from '../locale/site-in-locale';
import { SiteProvider } from '../ui/site-context';
import { localeTheme } from '../theme/theme';
import { InitialPageProvider, type InitialPage } from '../site/initial-page';
import { ToastProvider } from '../ui/toasts';
import { browserFormPort } from '../data/form-port';
import { FormPortProvider, type FormPort } from '../forms/form-port';
import { RenderedSearchProvider } from '../forms/rendered-search';

export interface PageProvidersProps {
  /** The site settings and the locale of the page (a document keeps its locale). */
  site: SiteInLocale;
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
  emotionCache: EmotionCache;
  /** What the server or the build rendered the page with. */
  initialPage: InitialPage | null;
  /** Where forms send: the site's data port, unless a host (the studio's preview) has its own. */
  formPort?: FormPort;
  children: ReactNode;
}

/**
 * What every React tree of a page stands in, the whole app's as each island's: the page's
 * styles cache, its language's theme and direction, toasts, the site in the page's
 * language, and what the page was rendered with.
 */
export function PageProviders({
  site,
  routes,
  emotionCache,
  initialPage,
  formPort = browserFormPort,
  children,
}: PageProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={localeTheme(site.locale)}>
        <ToastProvider>
          <SiteProvider
            site={site.site}
            locale={site.locale}
            locales={site.locales}
            routes={routes}
          >
            <FormPortProvider port={formPort}>
              <RenderedSearchProvider value={initialPage?.search ?? ''}>
                <InitialPageProvider value={initialPage}>{children}</InitialPageProvider>
              </RenderedSearchProvider>
            </FormPortProvider>
          </SiteProvider>
        </ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

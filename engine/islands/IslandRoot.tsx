import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { Router, type Location } from 'react-router-dom';
import type { PageRoute } from '../document/routes';
import type { SiteInLocale } from '../locale/site-in-locale';
import type { InitialPage } from '../app/initial-page';
import { InitialPageProvider } from '../app/initial-page';
import { ToastProvider } from '../app/toasts';
import { BlockRenderer } from '../render/BlockRenderer';
import { SiteProvider } from '../site/site-context';
import { localeTheme } from '../theme/theme';
import type { IslandBlock } from './island-blocks';
import { pageNavigator } from './page-navigator';

interface Props {
  island: IslandBlock;
  site: SiteInLocale;
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[];
  emotionCache: EmotionCache;
  /** What the page was rendered with (its record, its values). */
  initialPage: InitialPage;
  /** The page's address: its path, and in the browser its query string. */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Called once the island is live in the browser (its effects have run). */
  onLive?: () => void;
}

/**
 * One interactive block with what it needs around it: the page's styles cache, theme and
 * direction, toasts, the site in the page's language, what the page was rendered with,
 * and a router whose links load the next page. The server renders an island with it and
 * the browser hydrates the island with it, so both trees are the same.
 */
export function IslandRoot({
  island,
  site,
  routes,
  emotionCache,
  initialPage,
  location,
  onLive,
}: Props) {
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
            <InitialPageProvider value={initialPage}>
              <Router
                location={{ ...location, state: null, key: 'island' }}
                navigator={pageNavigator}
              >
                <BlockRenderer block={island.block} vars={island.vars} index={island.index} />
                <LiveMarker onLive={onLive} />
              </Router>
            </InitialPageProvider>
          </SiteProvider>
        </ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Tells the browser the island is live; always there, so server and browser trees match. */
function LiveMarker({ onLive }: { onLive: (() => void) | undefined }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

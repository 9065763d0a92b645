import type { EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { useMemo } from 'react';
import type { FormPort } from '../../../engine/forms/form-port';
import { MemoryRouter } from 'react-router-dom';
import { PageProviders } from '../../../engine/app/PageProviders';
import { documentHasId } from '../../../engine/document/walk-objects';
import type { Variables } from '../../../engine/locale/interpolate';
import { PageAnchorsProvider } from '../../../engine/site/page-anchors';
import { SiteShell } from '../../../engine/site/SiteShell';
import type { PreviewData } from '../../shared/studio-api';
import { StudioPage } from './StudioPage';

interface Props {
  data: PreviewData;
  emotionCache: EmotionCache;
  /** The page's `{variables}`, the same object while their values stay the same. */
  variables: Variables;
  selected: number | null;
  formPort: FormPort;
}

/**
 * The page inside the site as visitors get it: the same providers, theme, header and footer
 * as the app (PageProviders, SiteShell), at the page's own path in a router of its own, so
 * links inside the preview never leave it.
 */
export function StudioPreview({ data, emotionCache, variables, selected, formPort }: Props) {
  const { page, pathname, site, routes } = data;
  const hasAnchor = useMemo(
    () => (path: string, id: string) => path === pathname && documentHasId(page, id),
    [page, pathname],
  );
  return (
    <PageProviders
      site={site}
      routes={routes}
      emotionCache={emotionCache}
      initialPage={null}
      formPort={formPort}
    >
      <CssBaseline />
      <MemoryRouter key={pathname} initialEntries={[pathname]}>
        <PageAnchorsProvider value={hasAnchor}>
          <SiteShell>
            <StudioPage page={page} variables={variables} selected={selected} />
          </SiteShell>
        </PageAnchorsProvider>
      </MemoryRouter>
    </PageProviders>
  );
}

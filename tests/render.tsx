import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import { ToastProvider } from '../engine/ui/toasts';
import { browserFormPort } from '../engine/data/form-port';
import { FormPortProvider } from '../engine/forms/form-port';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { withDefaults } from '../engine/pages/apply-defaults';
import type { SiteDocument } from '../engine/document/page-types';
import type { BlockDocument } from '../engine/pages/page-types';
import { BlockRenderer } from '../engine/render/BlockRenderer';
import type { Variables } from '../engine/locale/interpolate';
import { blockTypes } from '../engine/pages/block-schemas';
import { loadBlock } from '../engine/render/block-loader';
import { setBlockRegistry } from '../engine/render/block-registry';
import { registry } from '../engine/pages/registry';
import { SiteProvider } from '../engine/ui/site-context';
import { PageFilesProvider } from '../engine/ui/page-files';
import type { LocaleSettings } from '../engine/locale/locales';
import { theme } from '../engine/theme/theme';
import { testSite } from './fixtures/test-site';

// The site's blocks, handed to the renderer as every host does. In the browser each block
// type's code is a chunk of its own, fetched before the page renders; blocks under test
// render at once, as on a page whose blocks have arrived.
setBlockRegistry(registry);
await Promise.all(blockTypes.map(loadBlock));

export { testSite };

/** A block as a page shows it: its defaults filled in, as the build does, then rendered. */
export function PageBlock({ block, vars = {} }: { block: BlockDocument; vars?: Variables }) {
  return <BlockRenderer block={withDefaults(block)} vars={vars} />;
}

/** Shows the router's current location, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Current location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

/** Renders inside every provider a block or the shell needs, at a given URL. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path: url = '/',
    site = testSite,
    locale,
    locales,
    pageFiles,
    ...options
  }: {
    path?: string;
    site?: SiteDocument;
    /** The page's language, the default one unless given. */
    locale?: LocaleSettings;
    /** The site's languages, English only unless given. */
    locales?: readonly LocaleSettings[];
    /** The page documents behind static routes, as the whole app knows them. */
    pageFiles?: Readonly<Record<string, string>>;
  } & RenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <SiteProvider site={site} {...(locales ? { locales } : {})} {...(locale ? { locale } : {})}>
          <PageFilesProvider files={pageFiles ?? {}}>
            <FormPortProvider port={browserFormPort}>
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {children}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </MemoryRouter>
            </FormPortProvider>
          </PageFilesProvider>
        </SiteProvider>
      </ToastProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper, ...options });
}

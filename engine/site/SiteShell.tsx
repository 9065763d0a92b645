import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { QuickAccessBar } from './QuickAccessBar';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { ServiceBreadcrumb } from './ServiceBreadcrumb';
import { serviceSlugFromPath } from '../services/service-path';
import { ShownServiceProvider, useShownServiceName } from './shown-service';
import { useLocale, useUi } from '../ui/site-context';
import { pathWithoutLocale } from '../locale/locales';

/**
 * Header, service breadcrumb and quick-access bar, the page, and the footer. The page is
 * a Suspense boundary (a page opened later shows a progress bar while its code arrives),
 * which the browser hydrates after the rest.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <ShownServiceProvider>
      <ShellLayout>{children}</ShellLayout>
    </ShownServiceProvider>
  );
}

function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { locales } = useLocale();
  const ui = useUi();
  const slug = serviceSlugFromPath(pathWithoutLocale(pathname, locales));
  const recordName = useShownServiceName(pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: ({ spacing }) => spacing(1),
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 2,
          '&:focus': { top: ({ spacing }) => spacing(1) },
        }}
      >
        {ui.skipToContent}
      </Box>
      <ScrollOnNavigate />
      <Header />
      {slug && (
        <>
          <ServiceBreadcrumb slug={slug} recordName={recordName} />
          <QuickAccessBar slug={slug} />
        </>
      )}
      <Box sx={{ flexGrow: 1 }}>
        <Suspense fallback={<LinearProgress aria-label={ui.loadingPage} />}>{children}</Suspense>
      </Box>
      <Footer />
    </Box>
  );
}

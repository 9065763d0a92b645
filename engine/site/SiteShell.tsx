import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { QuickAccessBar } from './QuickAccessBar';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { ServiceBreadcrumb } from './ServiceBreadcrumb';
import { serviceSlugFromPath } from './service-path';
import { ShownServiceProvider, useShownServiceName } from './shown-service';

/**
 * Header, service breadcrumb and quick-access bar, the page, and the footer. Each part is
 * a Suspense boundary of its own, so the browser hydrates them one by one in short tasks.
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
  const slug = serviceSlugFromPath(pathname);
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
        Skip to content
      </Box>
      <ScrollOnNavigate />
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      {slug && (
        <Suspense fallback={null}>
          <ServiceBreadcrumb slug={slug} recordName={recordName} />
          <QuickAccessBar slug={slug} />
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1 }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { lazy, Suspense, useId } from 'react';
import { openDataPort } from '../../data/data-port';
import { LoadingStatus } from '../../ui/LoadingStatus';
import { useIsClient } from '../../ui/use-is-client';
import type { adminDashboardSchema } from './admin-dashboard.schema';

export type AdminDashboardProps = FromSchema<typeof adminDashboardSchema>;

// The dashboard, its data layer and the YAML parser load only on the page that shows it;
// the data layer's code is fetched alongside the dashboard's, not after its first render.
const LoadedDashboard = lazy(() => {
  void openDataPort().catch(() => undefined);
  return import('../dashboard/LoadedDashboard');
});

/**
 * The staff dashboard block, for a page with `access: staff`: the page route shows it only
 * to signed-in staff. The dashboard itself renders in the browser only, after hydration,
 * with a loading state until its code has arrived.
 */
export function AdminDashboard(props: AdminDashboardProps) {
  const isClient = useIsClient();
  const headingId = useId();
  const loading = <LoadingStatus text={props.loading} py={10} />;
  return (
    <Box
      component="section"
      id={props.id}
      aria-labelledby={headingId}
      sx={{ bgcolor: 'background.muted', py: { xs: 4, md: 6 }, minHeight: '70vh' }}
    >
      <Container maxWidth="lg">
        <Typography variant="h1" id={headingId} sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          {props.heading}
        </Typography>
        {props.subheading && (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
            {props.subheading}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 3, md: 4 } }}>
          {isClient ? (
            <Suspense fallback={loading}>
              <LoadedDashboard block={props} />
            </Suspense>
          ) : (
            loading
          )}
        </Box>
      </Container>
    </Box>
  );
}

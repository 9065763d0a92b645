import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LocalLink } from '../ui/LocalLink';
import { scrollToTop } from '../ui/scroll';
import { centredListAttribute, centreCurrentItem } from './centre-current-item';
import { interpolate } from '../locale/interpolate';
import { findService } from '../services/service-path';
import { useSite } from '../ui/site-context';

/** Category, "n of 14" and a pill for every service, the current one highlighted. */
export function QuickAccessBar({ slug }: { slug: string }) {
  const { services, ui } = useSite();
  const current = findService(services, slug);
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the current pill may sit past the edge: the page's first paint has
  // it in the middle already (entry-client), and so does every service opened after.
  useEffect(() => {
    if (listRef.current) centreCurrentItem(listRef.current);
  }, [slug]);
  return (
    <Box
      component="nav"
      aria-label={ui.allServices}
      sx={{ bgcolor: 'background.muted', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 1.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
        }}
      >
        <Typography
          sx={{
            fontSize: '0.85rem',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: 'text.secondary',
          }}
        >
          {current ? (
            <>
              <Box component="span" sx={{ color: 'primary.main' }}>
                {ui[current.service.category]}
              </Box>{' '}
              ·{' '}
              {interpolate(ui.servicePosition, {
                position: String(current.position),
                count: String(services.length),
              })}
            </>
          ) : (
            interpolate(ui.serviceCount, { count: String(services.length) })
          )}
        </Typography>
        <Box
          component="ul"
          ref={listRef}
          {...{ [centredListAttribute]: '' }}
          sx={{
            display: 'flex',
            gap: 1,
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 0.5,
            overflowX: 'auto',
            maxWidth: '100%',
            scrollbarWidth: 'thin',
          }}
        >
          {services.map((service) => {
            const active = service.slug === slug;
            return (
              <li key={service.slug}>
                <Chip
                  component={LocalLink}
                  to={`/services/${service.slug}`}
                  onClick={scrollToTop}
                  clickable
                  label={service.name}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  sx={{ fontWeight: 600, bgcolor: active ? undefined : 'background.paper' }}
                />
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
